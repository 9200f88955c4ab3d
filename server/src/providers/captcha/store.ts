import { closeRedis, connectRedis, orFallback, type RedisLog } from '#server/lib/redis-client';

/** Short-lived counters and markers for the captcha: in memory, or in Redis shared by every process. */
export interface CaptchaStore {
  /** Marks `key` for `ttlMs`; false when it was already marked (a replay). */
  claim: (key: string, ttlMs: number) => Promise<boolean>;
  /** Adds one to `key`; the first hit starts a fixed window of `ttlMs`. Returns the new count. */
  increment: (key: string, ttlMs: number) => Promise<number>;
  /** Takes one back from `key` (never below 0), keeping its window. */
  decrement: (key: string) => Promise<void>;
  count: (key: string) => Promise<number>;
  close: () => Promise<void>;
}

const MEMORY_LIMIT = 50_000;

// one step, so a timeout can never leave a count without its expiry: a key without one starts its window
const INCREMENT = `
  local count = redis.call('INCR', KEYS[1])
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return count
`;

// DECR keeps the key's expiry; a key that is gone (its window over) is left gone
const DECREMENT = `
  local count = tonumber(redis.call('GET', KEYS[1]) or '0')
  if count > 0 then redis.call('DECR', KEYS[1]) end
  return count
`;

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
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * The captcha state in Redis, shared by every process, and mirrored all the time in this process's memory:
 * while Redis is down, slow or fails, the memory copy answers at once (decision 071). Counts read from memory
 * are doubled, because every other process counts alone meanwhile: a captcha is then asked after half the
 * attempts (rounded up), never later. A solution is spent in both, so this process refuses a replay even
 * when Redis missed the claim.
 */
export function createRedisStore(url: string, prefix = 'tradespace-captcha:', log?: RedisLog): CaptchaStore {
  const redis = connectRedis(url, { purpose: 'captcha state', fallback: 'this process’s memory, asking sooner' }, log);
  const memory = createMemoryStore();
  const ms = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));
  return {
    async claim(key, ttlMs) {
      const fresh = await memory.claim(key, ttlMs);
      const freshInRedis = await orFallback(
        redis,
        async () => (await redis.set(prefix + key, '1', 'PX', ms(ttlMs), 'NX')) === 'OK',
        () => fresh,
      );
      return fresh && freshInRedis;
    },
    async increment(key, ttlMs) {
      const local = await memory.increment(key, ttlMs);
      return orFallback(
        redis,
        async () => Number(await redis.eval(INCREMENT, 1, prefix + key, ms(ttlMs))),
        () => local * 2,
      );
    },
    async decrement(key) {
      await memory.decrement(key);
      await orFallback(
        redis,
        async () => void (await redis.eval(DECREMENT, 1, prefix + key)),
        () => undefined,
      );
    },
    async count(key) {
      const local = await memory.count(key);
      return orFallback(
        redis,
        async () => Number((await redis.get(prefix + key)) ?? 0),
        () => local * 2,
      );
    },
    async close() {
      await memory.close();
      await closeRedis(redis);
    },
  };
}

export function createCaptchaStore(redisUrl: string | undefined, log?: RedisLog): CaptchaStore {
  return redisUrl ? createRedisStore(redisUrl, undefined, log) : createMemoryStore();
}
