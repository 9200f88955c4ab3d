import { randomInt } from 'node:crypto';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';

const LIMIT = 20;
const REDIS_URL = 'redis://127.0.0.1:6379';

let memoryApp: TestApp;
let redisApp: TestApp;
let otherRedisApp: TestApp;

beforeAll(async () => {
  const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  memoryApp = await createTestApp(env);
  const { database } = memoryApp;
  [redisApp, otherRedisApp] = await Promise.all([
    createTestApp({ ...env, REDIS_URL }, { database }),
    createTestApp({ ...env, REDIS_URL }, { database }),
  ]);
  // until Redis first answers, each process counts alone at half the limit (decision 071)
  await vi.waitFor(() => expect([redisApp, otherRedisApp].map(({ app }) => app.redisState.status())).toEqual(['ok', 'ok']));
});

afterAll(async () => {
  await Promise.all([redisApp.close(), otherRedisApp.close()]);
  await memoryApp.close();
});

/** The limiter keys by client address; Redis outlives a run, so every test takes a fresh one. */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

async function statusesOf(visitor: Visitor, url: string, calls: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < calls; call += 1) statuses.push((await visitor.get(url)).statusCode);
  return statuses;
}

const allowed = Array<number>(LIMIT).fill(200);

test('in memory, the call after the limit answers 429 JSON', async () => {
  const visitor = new Visitor(memoryApp.app, freshAddress());

  const statuses = await statusesOf(visitor, '/v1/account/info', LIMIT);
  const refused = await visitor.get('/v1/account/info');

  expect(statuses).toEqual(allowed);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/try again/) });
  expect(refused.headers['retry-after']).toBeDefined();
});

test('one client hitting the limit does not limit another', async () => {
  const greedy = new Visitor(memoryApp.app, freshAddress());
  await statusesOf(greedy, '/v1/account/info', LIMIT + 1);

  const response = await new Visitor(memoryApp.app, freshAddress()).get('/v1/account/info');

  expect(response.statusCode).toBe(200);
});

test('unknown paths count against the limit too', async () => {
  const visitor = new Visitor(memoryApp.app, freshAddress());

  const statuses = await statusesOf(visitor, '/v1/no-such-call', LIMIT + 1);

  expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429]);
});

test('with REDIS_URL, the call after the limit answers 429 JSON', async () => {
  const visitor = new Visitor(redisApp.app, freshAddress());

  const statuses = await statusesOf(visitor, '/v1/account/info', LIMIT);
  const refused = await visitor.get('/v1/account/info');

  expect(statuses).toEqual(allowed);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) });
});

test('two app instances sharing Redis share one count', async () => {
  const address = freshAddress();
  const onFirst = new Visitor(redisApp.app, address);
  const onSecond = new Visitor(otherRedisApp.app, address);

  const first = await statusesOf(onFirst, '/v1/account/info', LIMIT / 2);
  const second = await statusesOf(onSecond, '/v1/account/info', LIMIT / 2);
  const refusedOnFirst = await onFirst.get('/v1/account/info');
  const refusedOnSecond = await onSecond.get('/v1/account/info');

  expect([...first, ...second]).toEqual(allowed);
  expect(refusedOnFirst.statusCode).toBe(429);
  expect(refusedOnSecond.statusCode).toBe(429);
});
