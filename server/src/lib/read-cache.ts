import type { WriteCounter } from '../db/write-counter';

export interface ReadCacheOptions {
  writes: WriteCounter;
  /** The longest an entry is served, even with no write seen (a bound on anything we did not foresee). */
  ttlMs: number;
  maxEntries: number;
  /** False while writes elsewhere could go unseen (the Redis subscription is down): every read loads. */
  trusted?: () => boolean;
  now?: () => number;
  /** A number in [0, 1) spreading each entry's time over its last quarter (tests pin it). */
  random?: () => number;
}

/**
 * Entries read together (every session of a burst, every page after a write) would all run out in the same
 * millisecond and be read again together: each one's time is cut by up to this share of `ttlMs`, at random.
 */
const TTL_SPREAD = 0.25;

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

/** A load under way, which reads of its key may wait for while no write has finished since it began. */
interface Loading<V> {
  value: Promise<V>;
  writesAtRead: number;
}

/**
 * A read-through cache for one process, emptied in effect by any write the process sends to the
 * database (decision 051). An entry remembers the write count from before its read
 * began: a write that finished during the read makes it stale at once, so a value is never served
 * after a write it may not have seen.
 *
 * Reads of one key while its load runs wait for that load instead of sending their own (fifty connections
 * asking for an entry that has just run out sent fifty statements, queued for ten database connections:
 * the p99 of every kept route on PostgreSQL). Only a read that arrives with no write finished since the
 * load began may join it; one arriving after a write starts a load of its own.
 */
export function createReadCache<K, V>(options: ReadCacheOptions): ReadCache<K, V> {
  const { writes, ttlMs, maxEntries } = options;
  const trusted = options.trusted ?? (() => true);
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const entries = new Map<K, Entry<V>>();
  const loading = new Map<K, Loading<V>>();
  let writesAtLastRead = writes.count;

  function loadAndKeep(key: K, load: () => Promise<V>): Promise<V> {
    const writesAtRead = writes.count;
    const value = load().then((loaded) => {
      if (writesAtRead === writes.count) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
        entries.set(key, { value: loaded, writesAtRead, expiresAt: now() + ttlMs * (1 - TTL_SPREAD * random()) });
      }
      return loaded;
    });
    const current: Loading<V> = { value, writesAtRead };
    loading.set(key, current);
    const settled = () => {
      if (loading.get(key) === current) loading.delete(key);
    };
    value.then(settled, settled);
    return value;
  }

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
      const inFlight = loading.get(key);
      if (inFlight && inFlight.writesAtRead === writes.count) return inFlight.value;
      return loadAndKeep(key, load);
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
