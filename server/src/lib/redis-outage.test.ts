import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { trade } from '../db/schema/index';
import { SETTLE_MS } from './shared-write-signal';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { startRedisServer, type RedisServer } from '#server-test/redis-server';

// Redis stopped and started again under load (decision 071): two app processes on one database keep answering,
// keep their limits, and never serve a read older than a write the other made. Its own redis-server, never 6379.
let redis: RedisServer;
let first: TestApp;
let second: TestApp;
let secondHandle: DatabaseHandle | undefined;
let tradeIds: number[];

/** The database the first app was given, as a URL a second connection pool can open (PostgreSQL only). */
async function sameDatabaseUrl(serverUrl: string): Promise<string> {
  const result = (await first.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(serverUrl);
  url.pathname = `/${result.rows[0]?.name}`;
  return url.toString();
}

beforeAll(async () => {
  redis = await startRedisServer();
  const env = { REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '100000', CAPTCHA_AFTER_ATTEMPTS: '1000' };
  first = await createTestApp(env);
  // on PostgreSQL the second app has its own pool, like another process: only Redis tells it of the first's writes
  const serverUrl = process.env.DATABASE_URL;
  secondHandle = serverUrl ? await openDatabase({ databaseUrl: await sameDatabaseUrl(serverUrl), dataDir: '' }) : undefined;
  second = await createTestApp(env, { database: secondHandle ?? first.database });
  tradeIds = (await first.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2)).map((row) => row.id);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await secondHandle?.close();
  await redis?.stop();
});

const figures = { requests: 0, serverErrors: 0, tooMany: 0, staleReads: 0 };
const latencies = { before: [] as number[], during: [] as number[] };
let phase: keyof typeof latencies = 'before';
let addresses = 0;
const freshAddress = () => `10.71.${Math.floor((addresses += 1) / 250)}.${(addresses % 250) + 1}`;

async function timed(request: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const started = performance.now();
  const response = await request;
  latencies[phase].push(performance.now() - started);
  figures.requests += 1;
  if (response.statusCode >= 500) figures.serverErrors += 1;
  if (response.statusCode === 429) figures.tooMany += 1;
  return response;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;

/** One trader signed in on both apps: saved on the first, read back on the second. */
async function traderOnBoth(): Promise<[Visitor, Visitor]> {
  const trader = await createUser(first.database.db);
  const onFirst = await signedInVisitor(first, trader.id, freshAddress());
  const onSecond = new Visitor(second.app, freshAddress());
  for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
  return [onFirst, onSecond];
}

let saves = 0;
const BROWSER_ROUND_TRIP_MS = 10;
/** A write on the first app, then reads on the second (which must see it) and the first; now and then a lead. */
async function round(onFirst: Visitor, onSecond: Visitor): Promise<void> {
  const description = `Round ${(saves += 1)}: boilers, bathrooms and kitchens fitted across Greater Manchester.`;
  const saved = await timed(onFirst.post('/v1/account/settings/description/save', { description }));
  expect(saved.statusCode).toBe(200);
  // a browser's next request comes a network round trip later; inject would come sooner than any message
  await wait(BROWSER_ROUND_TRIP_MS);
  for (const read of [onSecond, onSecond, onFirst]) {
    const response = await timed(read.get('/v1/account/info'));
    if (response.json().user?.company?.description !== description) figures.staleReads += 1;
  }
  if (saves % 5 === 0) {
    const lead = new Visitor(second.app, freshAddress());
    await timed(
      lead.post('/v1/lead/register', {
        email_address: `outage.${saves}.${Date.now()}@example.co.uk`,
        postcode: 'M1 1AE',
        trades: tradeIds,
      }),
    );
  }
}

/** Calls the phone check from one new address on `apps` in turn; returns how many were answered 429. */
async function phoneChecks(apps: TestApp[], calls: number): Promise<number> {
  const trader = await createUser(first.database.db);
  const address = freshAddress();
  const visitors = await Promise.all(apps.map((app) => signedInVisitor(app, trader.id, address)));
  let refused = 0;
  for (let call = 0; call < calls; call += 1) {
    const visitor = visitors[call % visitors.length] as Visitor;
    if ((await timed(visitor.post('/v1/account/verify/phone/check', { code: '1234' }))).statusCode === 429) refused += 1;
  }
  return refused;
}

test('Redis stopped and restarted under load: no 5xx, limits kept, no stale read, and back to sharing afterwards', async () => {
  const [onFirst, onSecond] = await traderOnBoth();
  await vi.waitFor(() => expect(second.app.redisState.status()).toBe('ok'), { timeout: 5_000 });
  await wait(SETTLE_MS + 100);
  for (let i = 0; i < 30; i += 1) await round(onFirst, onSecond);
  const hitsBefore = second.app.readCacheCounts.hits;
  await timed(onSecond.get('/v1/account/info'));
  await timed(onSecond.get('/v1/account/info'));
  // the cache is on: the session and the user view come from memory
  expect(second.app.readCacheCounts.hits).toBeGreaterThan(hitsBefore);

  phase = 'during';
  await redis.stop();
  for (let i = 0; i < 20; i += 1) await round(onFirst, onSecond);
  await vi.waitFor(() => expect(first.app.redisState.status()).toBe('down'));
  const refusedAlone = await phoneChecks([first], 30);
  const hitsDown = second.app.readCacheCounts.hits;
  for (let i = 0; i < 20; i += 1) await round(onFirst, onSecond);
  const cachedWhileDown = second.app.readCacheCounts.hits - hitsDown;

  const restarted = redis.start();
  // reads and writes go on while Redis comes back and the subscriptions are confirmed and settle
  const until = Date.now() + SETTLE_MS + 1_500;
  while (Date.now() < until) await round(onFirst, onSecond);
  await restarted;
  await vi.waitFor(() => expect(second.app.redisState.status()).toBe('ok'), { timeout: 5_000 });
  await wait(SETTLE_MS + 100);
  for (let i = 0; i < 10; i += 1) await round(onFirst, onSecond);
  const hitsAfter = second.app.readCacheCounts.hits;
  await timed(onSecond.get('/v1/account/info'));
  await timed(onSecond.get('/v1/account/info'));
  const cachedAfter = second.app.readCacheCounts.hits - hitsAfter;
  // shared again: 10 calls on each app fit the limit of 20 together, the 21st does not
  const refusedShared = await phoneChecks([first, second], 21);

  const extraP99 = p99(latencies.during) - p99(latencies.before);
  console.log(
    `Redis outage on ${first.database.kind}: ${figures.requests} requests, ${figures.serverErrors} 5xx, ${figures.tooMany} 429s, ` +
      `${figures.staleReads} stale reads; p99 ${p99(latencies.before).toFixed(1)} ms before, ${p99(latencies.during).toFixed(1)} ms ` +
      `during and after (extra ${extraP99.toFixed(1)} ms); 30 phone checks on one process while down: ${refusedAlone} refused`,
  );
  expect(figures.serverErrors).toBe(0);
  expect(figures.staleReads).toBe(0);
  // half of AUTH_LIMIT_PER_10_MINUTES (20) while each process counts alone
  expect(refusedAlone).toBe(20);
  expect(cachedWhileDown).toBe(0);
  expect(cachedAfter).toBeGreaterThan(0);
  expect(refusedShared).toBe(1);
  expect(extraP99).toBeLessThan(1_000);
});
