import { connectRedis, type RedisLog } from '../../lib/redis-client';

/** Short-lived counters and markers for the captcha: in memory, or in Redis shared by every process. */
export interface CaptchaStore {
  /** Marks `key` for `ttlMs`; false when it was already marked (a replay). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Adds one to `key`; the first hit starts a fixed window of `ttlMs`. Returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  count(key: string): Promise<number>;
  close(): Promise<void>;
}

const MEMORY_LIMIT = 50_000;

export function createMemoryStore(): CaptchaStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  const put = (key: string, count: number, ttlMs: number) => {
    if (entries.size >= MEMORY_LIMIT) {
      for (const [stale, entry] of entries) if (entry.expiresAt <= Date.now()) entries.delete(stale);
      // still full: forget the oldest, so a flood of addresses cannot exhaust memory
      const oldest = entries.keys().next();
      if (entries.size >= MEMORY_LIMIT && !oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { count, expiresAt: Date.now() + ttlMs });
  };
  return {
    async claim(key, ttlMs) {
      if (live(key)) return false;
      put(key, 1, ttlMs);
      return true;
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      if (!entry) {
        put(key, 1, ttlMs);
        return 1;
      }
      entry.count += 1;
      return entry.count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async close() {
      entries.clear();
    },
  };
}

export function createRedisStore(url: string, prefix = 'tradespace-captcha:', log?: RedisLog): CaptchaStore {
  const redis = connectRedis(url, 'captcha state', log);
  return {
    async claim(key, ttlMs) {
      return (await redis.set(prefix + key, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    },
    async increment(key, ttlMs) {
      const [[, count] = [], [, ttl] = []] = (await redis.multi().incr(prefix + key).pttl(prefix + key).exec()) ?? [];
      // a key without expiry (-1) is one whose window has just started
      if (ttl === -1) await redis.pexpire(prefix + key, Math.max(1, Math.ceil(ttlMs)));
      return Number(count ?? 0);
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createCaptchaStore(redisUrl: string | undefined, log?: RedisLog): CaptchaStore {
  return redisUrl ? createRedisStore(redisUrl, undefined, log) : createMemoryStore();
}
