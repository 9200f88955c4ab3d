import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { connectRedis, firstConnection } from './redis-client';
import { createMemoryWindows, fallbackCount, fallbackRateLimitStore, type WindowCount } from './fallback-rate-limit-store';

const MINUTE = 60_000;
const use = { purpose: 'rate limits', fallback: 'memory' };
const opened: Redis[] = [];

afterAll(() => {
  for (const redis of opened) redis.disconnect();
});

async function storeOn(url: string, prefix = `test-rl-${randomUUID()}:`): Promise<FastifyRateLimitStore> {
  const redis = connectRedis(url, use, undefined, { retryStrategy: () => 1000 });
  opened.push(redis);
  await firstConnection(redis);
  const Store = fallbackRateLimitStore(redis, prefix);
  return new Store({});
}

function incr(store: FastifyRateLimitStore, key: string, max: number): Promise<WindowCount> {
  return new Promise((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)), MINUTE, max),
  );
}

/** How many of `calls` the limiter lets through: it refuses once `current > max`. */
async function allowedOf(store: FastifyRateLimitStore, key: string, max: number, calls: number): Promise<number> {
  let allowed = 0;
  for (let call = 0; call < calls; call += 1) if ((await incr(store, key, max)).current <= max) allowed += 1;
  return allowed;
}

test('the fallback lets half the limit through, rounded up, and reports what remains of that half', () => {
  const max = 20;
  const verdicts = Array.from({ length: 12 }, (_, i) => fallbackCount({ current: i + 1, ttl: 1 }, max));

  expect(verdicts.filter((count) => count.current <= max)).toHaveLength(10);
  expect(max - (verdicts[0]?.current ?? 0)).toBe(9);
  expect(fallbackCount({ current: 2, ttl: 1 }, 3).current).toBe(3);
  expect(fallbackCount({ current: 3, ttl: 1 }, 3).current).toBeGreaterThan(3);
});

test('memory windows count per key, start again once the window is over, and forget the oldest key when full', async () => {
  const increment = createMemoryWindows(2);

  expect(increment('a', MINUTE).current).toBe(1);
  expect(increment('a', MINUTE).current).toBe(2);
  expect(increment('b', 20).current).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(increment('b', 20).current).toBe(1);
  increment('c', MINUTE);
  expect(increment('a', MINUTE).current).toBe(1);
});

test('with Redis unreachable, each call is answered from memory at once, at half the limit', async () => {
  // nothing listens on port 1
  const store = await storeOn('redis://127.0.0.1:1');

  const started = performance.now();
  const allowed = await allowedOf(store, '10.0.0.1', 20, 30);
  const elapsed = performance.now() - started;

  expect(allowed).toBe(10);
  expect(elapsed).toBeLessThan(200);
});

test('with Redis reachable, two stores (two processes) share one count at the full limit', async () => {
  const prefix = `test-rl-${randomUUID()}:`;
  const [first, second] = await Promise.all([storeOn('redis://127.0.0.1:6379', prefix), storeOn('redis://127.0.0.1:6379', prefix)]);

  const allowed = (await allowedOf(first, '10.0.0.2', 20, 10)) + (await allowedOf(second, '10.0.0.2', 20, 10));
  const refused = await incr(first, '10.0.0.2', 20);

  expect(allowed).toBe(20);
  expect(refused.current).toBe(21);
  expect(refused.ttl).toBeGreaterThan(0);
});

test('a route’s own limit is counted apart from the global one', async () => {
  const store = await storeOn('redis://127.0.0.1:6379');
  const route = store.child({ routeInfo: { method: 'POST', url: '/v1/account/verify/phone/check' } } as never);

  await allowedOf(store, '10.0.0.3', 20, 5);

  expect((await incr(route, '10.0.0.3', 20)).current).toBe(1);
});

test('the memory count runs while Redis answers, so an outage mid-window does not hand out a fresh allowance', async () => {
  const redis = connectRedis('redis://127.0.0.1:6379', use, undefined);
  opened.push(redis);
  await firstConnection(redis);
  const store = new (fallbackRateLimitStore(redis, `test-rl-${randomUUID()}:`))({});
  await allowedOf(store, '10.0.0.4', 20, 8);

  redis.disconnect();

  expect(await allowedOf(store, '10.0.0.4', 20, 5)).toBe(2);
});
