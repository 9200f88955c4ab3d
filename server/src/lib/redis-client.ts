import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * A Redis connection that reports an outage once, in the app's log, and its recovery: ioredis
 * otherwise prints "Unhandled error event" with a stack on every reconnect attempt. What the
 * connection is for (`purpose`) tells the operator what is degraded meanwhile.
 */
export function connectRedis(url: string, purpose: string, log: RedisLog | undefined, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, ...options });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log?.warn({ purpose, err: { message: error.message } }, 'Redis unreachable');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log?.info({ purpose }, 'Redis reachable again');
  });
  return redis;
}
