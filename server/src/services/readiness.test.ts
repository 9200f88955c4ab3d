import { createServer, type Server, type Socket } from 'node:net';
import type { Database, DatabaseHandle } from '../db/client';
import { openTestDatabase } from '#server-test/test-database';
import { createReadinessProbe, DATABASE_CHECK_MS, REDIS_CHECK_MS } from './readiness';

let database: DatabaseHandle;
// a server that accepts connections and never answers: a hung Redis
let silent: Server;
const silentSockets = new Set<Socket>();
let silentUrl: string;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  database = await openTestDatabase();
  silent = createServer((socket) => silentSockets.add(socket));
  silentUrl = `redis://127.0.0.1:${await listen(silent)}`;
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await database.close();
});

async function timedCheck(probe: ReturnType<typeof createReadinessProbe>) {
  const started = Date.now();
  const parts = await probe.check();
  return { parts, ms: Date.now() - started };
}

test('without REDIS_URL only the database is asked, and Redis is reported off', async () => {
  const probe = createReadinessProbe({ db: database.db });

  expect(await probe.check()).toEqual({ database: 'ok', redis: 'off' });
});

test('a Redis that answers its PING is ok', async () => {
  const probe = createReadinessProbe({ db: database.db, redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  try {
    expect(await probe.check()).toEqual({ database: 'ok', redis: 'ok' });
    expect(await probe.check()).toEqual({ database: 'ok', redis: 'ok' });
  } finally {
    probe.close();
  }
});

test('a Redis that refuses connections, or accepts and never answers, is down within about 200 ms', async () => {
  const refused = createReadinessProbe({ db: database.db, redisUrl: `redis://127.0.0.1:${await closedPort()}` });
  const hung = createReadinessProbe({ db: database.db, redisUrl: silentUrl });
  try {
    const results = [await timedCheck(refused), await timedCheck(hung), await timedCheck(hung)];

    expect(results.map((result) => result.parts)).toEqual([
      { database: 'ok', redis: 'down' },
      { database: 'ok', redis: 'down' },
      { database: 'ok', redis: 'down' },
    ]);
    expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(REDIS_CHECK_MS + 300);
  } finally {
    refused.close();
    hung.close();
  }
});

test('a database that does not answer within a second is down', async () => {
  const hanging = { execute: () => new Promise(() => undefined) } as unknown as Database;
  const probe = createReadinessProbe({ db: hanging });

  const { parts, ms } = await timedCheck(probe);

  expect(parts).toEqual({ database: 'down', redis: 'off' });
  expect(ms).toBeGreaterThanOrEqual(DATABASE_CHECK_MS - 50);
  expect(ms).toBeLessThan(DATABASE_CHECK_MS + 500);
});
