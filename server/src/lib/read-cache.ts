import type { WriteCounter } from '../db/write-counter';

export interface ReadCacheOptions {
  writes: WriteCounter;
  /** The longest an entry is served, even with no write seen (a bound on anything we did not foresee). */
  ttlMs: number;
  maxEntries: number;
  /** False while writes elsewhere could go unseen (the Redis subscription is down): every read loads. */
  trusted?: () => boolean;
  now?: () => number;
}

export interface ReadCache<K, V> {
  /** The cached value while no write has happened since it was read, or a fresh one from `load`. */
  read: (key: K, load: () => Promise<V>) => Promise<V>;
  readonly size: number;
}

interface Entry<V> {
  value: V;
  writesAtRead: number;
  expiresAt: number;
}

/**
 * A read-through cache for one process, emptied in effect by any write the process sends to the
 * database (docs/decisions/051-read-cache.md). An entry remembers the write count from before its read
 * began: a write that finished during the read makes it stale at once, so a value is never served
 * after a write it may not have seen.
 */
export function createReadCache<K, V>(options: ReadCacheOptions): ReadCache<K, V> {
  const { writes, ttlMs, maxEntries } = options;
  const trusted = options.trusted ?? (() => true);
  const now = options.now ?? Date.now;
  const entries = new Map<K, Entry<V>>();
  let writesAtLastRead = writes.count;

  return {
    async read(key, load) {
      if (!trusted()) return load();
      if (writes.count !== writesAtLastRead) {
        // every entry predates the write: let them all go at once rather than one by one
        entries.clear();
        writesAtLastRead = writes.count;
      }
      const entry = entries.get(key);
      if (entry && entry.writesAtRead === writes.count && entry.expiresAt > now()) return entry.value;
      if (entry) entries.delete(key);
      const writesAtRead = writes.count;
      const value = await load();
      if (writesAtRead === writes.count) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
        entries.set(key, { value, writesAtRead, expiresAt: now() + ttlMs });
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The same shape with nothing kept: every read loads (READ_CACHE=off). */
export function createPassThroughCache<K, V>(): ReadCache<K, V> {
  return { read: (_key, load) => load(), size: 0 };
}
