import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { orFallback } from './redis-client';

/** What @fastify/rate-limit asks a store: the count including this request, and the ms left in the window. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/**
 * The part of a route's key @fastify/rate-limit's own Redis store adds: method and URL. Its `child` is handed the
 * merged limit options with the route under `routeInfo` (its type says the route itself).
 */
function routeKeyOf(routeOptions: object): string {
  const route: { method?: unknown; url?: unknown } =
    'routeInfo' in routeOptions && routeOptions.routeInfo instanceof Object ? routeOptions.routeInfo : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return `${text(route.method)}${text(route.url)}-`;
}

const MEMORY_KEYS = 10_000;

// the same fixed window as @fastify/rate-limit's own Redis store: the first hit starts it
const INCREMENT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return {current, redis.call('PTTL', KEYS[1])}
`;

/** Fixed windows per key in this process's memory; a flood of addresses forgets the oldest, not the memory. */
export function createMemoryWindows(maxKeys = MEMORY_KEYS) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return function increment(key: string, timeWindow: number): WindowCount {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.delete(key);
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      window = { count: 0, endsAt: now + timeWindow };
      windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  };
}

/**
 * While Redis cannot be counted on, a client may make half the limit (rounded up) in each process: every other
 * process counts alone too, so two processes together allow what the shared count did (decision 071). The count
 * is reported shifted, so the limiter's own `current > max` refuses past the half and `remaining` stays right.
 */
export function fallbackCount(local: WindowCount, max: number): WindowCount {
  return { current: local.current + max - Math.ceil(max / 2), ttl: local.ttl };
}

/**
 * A @fastify/rate-limit store counting in Redis, shared by every process, and all the time in memory as well:
 * when Redis is down, slow or fails, the memory count (which already holds this process's part of the window)
 * answers at once with the stricter fallback limit, so a limit never opens during an outage.
 */
export function fallbackRateLimitStore(redis: Redis, prefix: string) {
  redis.defineCommand('tradespaceRateLimit', { numberOfKeys: 1, lua: INCREMENT });
  const incrementInRedis = (key: string, timeWindow: number) =>
    (redis as unknown as { tradespaceRateLimit(key: string, ms: number): Promise<[number, number]> }).tradespaceRateLimit(key, timeWindow);

  function storeFor(keyPrefix: string): FastifyRateLimitStore {
    const incrementInMemory = createMemoryWindows();
    return {
      incr(key, callback, timeWindow, max) {
        const local = incrementInMemory(key, timeWindow);
        orFallback(
          redis,
          async () => {
            const [current, ttl] = await incrementInRedis(keyPrefix + key, timeWindow);
            return { current, ttl };
          },
          () => fallbackCount(local, max),
        ).then((count) => callback(null, count), callback);
      },
      child(routeOptions) {
        return storeFor(keyPrefix + routeKeyOf(routeOptions));
      },
    };
  }

  // @fastify/rate-limit constructs its store with `new`
  const root = storeFor(prefix);
  return class {
    constructor() {
      return root;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
