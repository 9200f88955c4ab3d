import { WriteCounter } from '../db/write-counter';
import { createPassThroughCache, createReadCache } from './read-cache';

function setUp(options: { ttlMs?: number; maxEntries?: number; random?: () => number } = {}) {
  const writes = new WriteCounter();
  let clock = 1_000;
  const cache = createReadCache<string, number>({
    writes,
    ttlMs: options.ttlMs ?? 5_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => clock,
    random: options.random ?? (() => 0),
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

test('entries read together run out spread over the last quarter of their time, not in one moment', async () => {
  const draws = [0, 0.5, 0.999];
  const { cache, load, advance } = setUp({ ttlMs: 4_000, random: () => draws.shift() ?? 0 });
  for (const key of ['a', 'b', 'c']) await cache.read(key, load(1));
  advance(2_999);
  expect([await cache.read('a', load(2)), await cache.read('b', load(2)), await cache.read('c', load(2))]).toEqual([1, 1, 1]);
  advance(2); // 3,001 ms: past c's time (4,000 less 999)
  expect([await cache.read('a', load(3)), await cache.read('b', load(3)), await cache.read('c', load(3))]).toEqual([1, 1, 3]);
  advance(1_000); // 4,001 ms: past b's (3,500) and a's (4,000)
  expect([await cache.read('a', load(4)), await cache.read('b', load(4))]).toEqual([4, 4]);
});

/** A load that finishes when told to, counting how often it ran. */
function heldLoad() {
  let runs = 0;
  const waiting: ((value: number) => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  return {
    load: () => {
      runs += 1;
      return new Promise<number>((resolve, reject) => {
        waiting.push(resolve);
        fails.push(reject);
      });
    },
    finish: (value: number) => waiting.shift()?.(value),
    fail: (error: Error) => fails.shift()?.(error),
    runs: () => runs,
  };
}

test('fifty reads of a key while its load runs share that one load', async () => {
  const { cache } = setUp();
  const held = heldLoad();
  const reads = Array.from({ length: 50 }, () => cache.read('a', held.load));
  held.finish(7);
  expect(await Promise.all(reads)).toEqual(Array(50).fill(7));
  expect(held.runs()).toBe(1);
  expect(await cache.read('a', async () => 8)).toBe(7);
});

test('a read arriving after a write does not wait for a load begun before it', async () => {
  const { cache, writes } = setUp();
  const held = heldLoad();
  const before = cache.read('a', held.load);
  writes.bump();
  const after = cache.read('a', held.load);
  const later = cache.read('a', held.load);
  held.finish(1); // the load from before the write
  held.finish(2); // the one after it, which `later` shares
  expect([await before, await after, await later]).toEqual([1, 2, 2]);
  expect(held.runs()).toBe(2);
  expect(await cache.read('a', async () => 3)).toBe(2);
});

test('a shared load that fails fails every read waiting on it, and the next read loads again', async () => {
  const { cache } = setUp();
  const held = heldLoad();
  const reads = [cache.read('a', held.load), cache.read('a', held.load)];
  held.fail(new Error('database down'));
  for (const read of reads) await expect(read).rejects.toThrow('database down');
  expect(await cache.read('a', async () => 5)).toBe(5);
  expect(held.runs()).toBe(1);
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
