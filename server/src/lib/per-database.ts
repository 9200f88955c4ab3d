import type { Database, DatabaseHandle } from '../db/client';

/**
 * Memoises `load` once per app database (tests give every app its own). Concurrent first
 * callers share one load; a failed load is forgotten so the next call tries again.
 */
export function cachePerDatabase<T>(load: (db: Database) => Promise<T>): (handle: DatabaseHandle) => Promise<T> {
  const cache = new WeakMap<DatabaseHandle, Promise<T>>();
  return (handle) => {
    const cached = cache.get(handle);
    if (cached) return cached;
    const loading = load(handle.db);
    cache.set(handle, loading);
    loading.catch(() => cache.delete(handle));
    return loading;
  };
}
