import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPassThroughCache, createReadCache, type ReadCache } from '../lib/read-cache';
import { countingReads, type ReadCacheCounts } from '../lib/read-cache-counts';
import { connectSharedWriteSignal } from '../lib/shared-write-signal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes a read-through cache that any write to the database empties, or none (READ_CACHE=off). */
    readCache<K, V>(options: { ttlMs: number; maxEntries: number }): ReadCache<K, V>;
    /** Hits and misses of every read cache made here, for /metrics. */
    readCacheCounts: ReadCacheCounts;
  }
}

/**
 * Where the app's in-memory read caches come from (decision 051): they watch this
 * process's writes and, with REDIS_URL, every other app process's too.
 */
async function readCachesPlugin(app: FastifyInstance) {
  const { READ_CACHE, REDIS_URL } = app.env;
  const counts: ReadCacheCounts = { hits: 0, misses: 0 };
  app.decorate('readCacheCounts', counts);
  if (READ_CACHE === 'off') {
    app.decorate('readCache', <K, V>() => countingReads(createPassThroughCache<K, V>(), counts));
    return;
  }
  // while the signal is down or settling, every read goes to the database (decision 071)
  const shared = REDIS_URL
    ? connectSharedWriteSignal(REDIS_URL, app.database.writes, { log: app.log, onConnection: (redis) => app.redisState.watch(redis) })
    : null;
  if (shared) app.addHook('onClose', async () => shared.close());
  const writes = shared?.writes ?? app.database.writes;
  const trusted = shared ? shared.connected : undefined;
  app.decorate('readCache', <K, V>(options: { ttlMs: number; maxEntries: number }) =>
    countingReads(createReadCache<K, V>({ writes, trusted, ...options }), counts),
  );
}

export default fp(readCachesPlugin, { name: 'read-caches', dependencies: ['database', 'redis-state'] });
