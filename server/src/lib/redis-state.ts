import type { Redis } from 'ioredis';

/** `off`: no REDIS_URL; `down`: a connection the app relies on is not ready (fallbacks answer); `ok`. */
export type RedisStatus = 'ok' | 'down' | 'off';

export interface RedisState {
  status: () => RedisStatus;
  /** Counts this connection in `status()` from now until it is closed. */
  watch: (redis: Redis) => void;
}

/** One app's view of its Redis connections, for /readyz and operators (decision 071). */
export function createRedisState(configured: boolean): RedisState {
  const watched = new Set<Redis>();
  return {
    status() {
      if (!configured) return 'off';
      for (const redis of watched) if (redis.status !== 'ready') return 'down';
      return 'ok';
    },
    watch(redis) {
      watched.add(redis);
      redis.once('end', () => watched.delete(redis));
    },
  };
}
