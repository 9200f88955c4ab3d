import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { parseEnv } from '../env';
import { openTestDatabase } from '#server-test/test-database';

// A person's report names the request id their page sent; the reply and every log line of that request carry it.
const logLines: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: 'memory://' }),
    database,
    logStream: { write: (line: string) => logLines.push(line) },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a reply carries the request id the client sent', async () => {
  const id = '3f2b8c1e-5d4a-4e8f-9b6c-1a2d3e4f5a6b';
  const reply = await app.inject({
    method: 'GET',
    url: '/v1/account/info',
    headers: { 'x-request-id': id, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(reply.headers['x-request-id']).toBe(id);
});

test('without one, or with one that is not a plain token, the reply carries an id made up for it', async () => {
  for (const headers of [{}, { 'x-request-id': 'bad id with spaces and <html>' }]) {
    const reply = await app.inject({
      method: 'GET',
      url: '/v1/account/info',
      headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(reply.headers['x-request-id']).toMatch(UUID);
  }
});

test('errors and unknown pages carry it too, and the log lines of the request name it', async () => {
  const id = 'report-from-sam-0042';
  const reply = await app.inject({ method: 'GET', url: '/no/such/page', headers: { 'x-request-id': id, accept: 'application/json' } });
  expect(reply.statusCode).toBe(404);
  expect(reply.headers['x-request-id']).toBe(id);
  const lines = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((line) => line.reqId === id);
  expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
});
