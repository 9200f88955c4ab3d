import { randomUUID } from 'node:crypto';
import { createRedisStore, type CaptchaStore } from './store';

const MINUTE = 60_000;
const stores: CaptchaStore[] = [];

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

function storeOn(url: string, prefix = `test-captcha-${randomUUID()}:`): CaptchaStore {
  const store = createRedisStore(url, prefix);
  stores.push(store);
  return store;
}

test('with Redis unreachable, answers come from memory at once: a replay is refused, counts ask twice as soon', async () => {
  // nothing listens on port 1
  const store = storeOn('redis://127.0.0.1:1');

  const started = performance.now();
  const claims = [await store.claim('altcha:one', MINUTE), await store.claim('altcha:one', MINUTE)];
  const counted = [
    await store.increment('attempts:register:10.0.0.1', MINUTE),
    await store.increment('attempts:register:10.0.0.1', MINUTE),
  ];
  const count = await store.count('attempts:register:10.0.0.1');
  const elapsed = performance.now() - started;

  expect(claims).toEqual([true, false]);
  expect(counted).toEqual([2, 4]);
  expect(count).toBe(4);
  // the first call waits at most 200 ms for the first connection attempt; the rest not at all
  expect(elapsed).toBeLessThan(400);
});

test('with Redis reachable, two processes share counts and claims at their true value', async () => {
  const prefix = `test-captcha-${randomUUID()}:`;
  const [first, second] = [storeOn('redis://127.0.0.1:6379', prefix), storeOn('redis://127.0.0.1:6379', prefix)];

  await first.increment('attempts:lead:10.0.0.2', MINUTE);
  await second.increment('attempts:lead:10.0.0.2', MINUTE);
  const claimed = await first.claim('altcha:two', MINUTE);
  const replayed = await second.claim('altcha:two', MINUTE);

  expect(await first.count('attempts:lead:10.0.0.2')).toBe(2);
  expect([claimed, replayed]).toEqual([true, false]);
});

test('with Redis reachable, 20 increments at once from two processes count 1 to 20, and a decrement never goes below 0', async () => {
  const prefix = `test-captcha-${randomUUID()}:`;
  const [first, second] = [storeOn('redis://127.0.0.1:6379', prefix), storeOn('redis://127.0.0.1:6379', prefix)];
  const key = 'attempts:login:10.0.0.3';

  const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).increment(key, MINUTE)));
  console.log(`captcha store INCR: 20 parallel over two processes, counts ${Math.min(...counts)}–${Math.max(...counts)}, each once`);
  expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

  await Promise.all([first.decrement(key), second.decrement(key)]);
  expect(await first.count(key)).toBe(18);
  await first.decrement('attempts:login:never-counted');
  expect(await second.count('attempts:login:never-counted')).toBe(0);
});
