import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRedisState, type RedisState } from '../lib/redis-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.redisState.status()`: 'ok', 'down' (the app answers from its fallbacks) or 'off' (no REDIS_URL). */
    redisState: RedisState;
  }
}

/** Where the rate limiter and the read caches' write signal register their Redis connections (decision 071). */
async function redisStatePlugin(app: FastifyInstance) {
  app.decorate('redisState', createRedisState(Boolean(app.env.REDIS_URL)));
}

export default fp(redisStatePlugin, { name: 'redis-state' });
