import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';

/** The database must answer `select 1` within this long. */
export const DATABASE_CHECK_MS = 1000;
/** Redis must answer a PING within this long. */
export const REDIS_CHECK_MS = 200;

export interface Readiness {
  database: 'ok' | 'down';
  redis: 'ok' | 'down' | 'off';
}

/** Resolves with what `work` resolves to, or false when it fails or takes longer than `ms`. */
async function within(ms: number, work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the database and Redis whether they answer, for /readyz. Redis gets its own small connection
 * (made on the first check, then reconnecting every second in the background while Redis is down; no
 * offline queue, so a PING to a Redis that is down fails at once instead of waiting), independent of how
 * the rest of the app copes with an outage.
 */
export function createReadinessProbe(options: { db: Database; redisUrl?: string }) {
  let redis: Redis | undefined;
  function redisConnection(url: string): Redis {
    if (redis) return redis;
    redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: REDIS_CHECK_MS,
      connectTimeout: 500,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 1000,
    });
    // the answer 'down' is the report; the app's own Redis connections log the outage once
    redis.on('error', () => undefined);
    return redis;
  }

  async function redisAnswers(url: string): Promise<boolean> {
    const connection = redisConnection(url);
    return within(REDIS_CHECK_MS, async () => {
      // the first check connects; later ones find it connected, or reconnecting (down) after an outage
      if (connection.status === 'wait') await connection.connect();
      await connection.ping();
    });
  }

  return {
    async check(): Promise<Readiness> {
      const [database, redisUp] = await Promise.all([
        within(DATABASE_CHECK_MS, () => options.db.execute(sql`select 1`)),
        options.redisUrl ? redisAnswers(options.redisUrl) : Promise.resolve(null),
      ]);
      return { database: database ? 'ok' : 'down', redis: redisUp === null ? 'off' : redisUp ? 'ok' : 'down' };
    },
    close(): void {
      redis?.disconnect();
    },
  };
}
export type ReadinessProbe = ReturnType<typeof createReadinessProbe>;
