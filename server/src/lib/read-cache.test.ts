import { WriteCounter } from '../db/write-counter';
import { createPassThroughCache, createReadCache } from './read-cache';

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const writes = new WriteCounter();
  let clock = 1_000;
  const cache = createReadCache<string, number>({
    writes,
    ttlMs: options.ttlMs ?? 5_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock,
  });
  let loads = 0;
  const load = (value: number) => async () => {
    loads += 1;
    return value;
  };
  return { writes, cache, load, loads: () => loads, advance: (ms: number) => (clock += ms) };
}

test('a second read with no write in between is served from memory', async () => {
  const { cache, load, loads } = setUp();
  expect(await cache.read('a', load(1))).toBe(1);
  expect(await cache.read('a', load(2))).toBe(1);
  expect(loads()).toBe(1);
});

test('any write since the read makes the next read load again', async () => {
  const { cache, load, writes } = setUp();
  await cache.read('a', load(1));
  writes.bump();
  expect(await cache.read('a', load(2))).toBe(2);
  expect(await cache.read('a', load(3))).toBe(2);
});

test('a write that finishes while a read is loading keeps that read out of the cache', async () => {
  const { cache, writes } = setUp();
  let finish: (value: number) => void = () => undefined;
  const slow = cache.read('a', () => new Promise<number>((resolve) => (finish = resolve)));
  writes.bump();
  finish(1);
  expect(await slow).toBe(1);
  expect(await cache.read('a', async () => 2)).toBe(2);
});

test('an entry is not served after its time, even with no write', async () => {
  const { cache, load, advance } = setUp({ ttlMs: 5_000 });
  await cache.read('a', load(1));
  advance(4_999);
  expect(await cache.read('a', load(2))).toBe(1);
  advance(1);
  expect(await cache.read('a', load(3))).toBe(3);
});

test('it keeps at most maxEntries, dropping the oldest', async () => {
  const { cache, load, loads } = setUp({ maxEntries: 2 });
  await cache.read('a', load(1));
  await cache.read('b', load(2));
  await cache.read('c', load(3));
  expect(cache.size).toBe(2);
  expect(await cache.read('a', load(4))).toBe(4);
  expect(await cache.read('c', load(5))).toBe(3);
  expect(loads()).toBe(4);
});

test('a failed load is not cached', async () => {
  const { cache, load } = setUp();
  await expect(cache.read('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  expect(await cache.read('a', load(1))).toBe(1);
});

test('the pass-through cache always loads', async () => {
  const cache = createPassThroughCache<string, number>();
  expect(await cache.read('a', async () => 1)).toBe(1);
  expect(await cache.read('a', async () => 2)).toBe(2);
});

test('while its writes cannot be trusted (Redis down), every read loads', async () => {
  let trusted = false;
  const cache = createReadCache<string, number>({ writes: new WriteCounter(), ttlMs: 5_000, maxEntries: 10, trusted: () => trusted });
  expect(await cache.read('a', async () => 1)).toBe(1);
  expect(await cache.read('a', async () => 2)).toBe(2);
  trusted = true;
  expect(await cache.read('a', async () => 3)).toBe(3);
  expect(await cache.read('a', async () => 4)).toBe(3);
});
