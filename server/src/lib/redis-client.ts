import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

/** What a connection is for, and what the app does instead while Redis cannot be reached. */
export interface RedisUse {
  purpose: string;
  fallback: string;
}

/** The longest a request waits for any Redis command before its fallback answers (decision 071). */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
const CONNECT_TIMEOUT_MS = 1000;
/** Reconnect attempts back off to this; the read cache's settling time after a reconnect follows from it. */
export const REDIS_RETRY_CAP_MS = 1000;
/** After a command failed on a connection that still looks up, skip Redis this long (a hung server). */
const PAUSE_AFTER_FAILURE_MS = 1000;

/** 50 ms, 100 ms, 200 ms … up to a second between reconnect attempts, forever, in the background. */
export function reconnectDelay(attempt: number): number {
  return Math.min(50 * 2 ** Math.max(0, attempt - 1), REDIS_RETRY_CAP_MS);
}

/**
 * A Redis connection that never makes a request wait (decision 071): no offline queue (a command while
 * disconnected fails at once), a 200 ms command timeout, a short connect timeout and reconnects with backoff
 * in the background. It reports an outage once, in the app's log, with what the app falls back to, and its
 * recovery once; ioredis otherwise prints "Unhandled error event" with a stack on every reconnect attempt.
 */
export function connectRedis(url: string, use: RedisUse, log: RedisLog | undefined, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelay,
    ...options,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log?.warn(
      { purpose: use.purpose, err: { message: error.message } },
      `Redis unreachable for ${use.purpose}: falling back to ${use.fallback}`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ purpose: use.purpose }, `Redis reachable again for ${use.purpose}`);
  });
  const answered = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
  });
  firstAnswers.set(redis, answered);
  void answered.then(() => firstAnswers.delete(redis));
  return redis;
}

const firstAnswers = new WeakMap<Redis, Promise<void>>();
const pausedUntil = new WeakMap<Redis, number>();

/**
 * Waits for the first connection attempt to be ready or to fail, 200 ms at the most for each caller: the first
 * requests after a start use a Redis that is there, and one that is not costs them no more than a command would.
 */
export async function firstConnection(redis: Redis): Promise<void> {
  const answered = firstAnswers.get(redis);
  if (!answered) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS)))]);
  clearTimeout(timer);
}

/** Ready, and no command has just failed on it: worth asking rather than going straight to the fallback. */
export function redisUsable(redis: Redis): boolean {
  return redis.status === 'ready' && (pausedUntil.get(redis) ?? 0) <= Date.now();
}

/**
 * The answer of `command` when Redis is usable and answers within the timeout, otherwise `fallback`'s.
 * A failed command pauses the connection for a second, so a hung Redis costs one request 200 ms, not all.
 */
export async function orFallback<T>(redis: Redis, command: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
  await firstConnection(redis);
  if (!redisUsable(redis)) return fallback();
  try {
    return await command();
  } catch {
    pausedUntil.set(redis, Date.now() + PAUSE_AFTER_FAILURE_MS);
    return fallback();
  }
}

/** QUIT when it can be sent; a connection that is down (no offline queue) is simply dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => undefined);
  redis.disconnect();
}
