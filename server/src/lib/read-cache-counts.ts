import type { ReadCache } from './read-cache';

/** Reads the in-memory read caches answered themselves (hits) and reads that went to the database (misses). */
export interface ReadCacheCounts {
  hits: number;
  misses: number;
}

/** The same cache, counting into `counts`: a read whose `load` ran is a miss, any other read a hit (/metrics). */
export function countingReads<K, V>(cache: ReadCache<K, V>, counts: ReadCacheCounts): ReadCache<K, V> {
  return {
    async read(key, load) {
      let loaded = false;
      const value = await cache.read(key, () => {
        loaded = true;
        return load();
      });
      if (loaded) counts.misses += 1;
      else counts.hits += 1;
      return value;
    },
    get size() {
      return cache.size;
    },
  };
}
