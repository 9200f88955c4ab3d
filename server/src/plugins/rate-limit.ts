import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { closeRedis, connectRedis } from '../lib/redis-client';
import { fallbackRateLimitStore } from '../lib/fallback-rate-limit-store';

export interface RateLimitOptions {
  perMinute: number;
  redisUrl?: string;
}

/**
 * A limiter for every route (per client address), kept in memory or, with REDIS_URL, in Redis
 * so several server processes share one count. Routes tighten it with `config.rateLimit`.
 * While Redis cannot be reached each process counts alone, at half the limit (decision 071).
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? connectRedis(options.redisUrl, { purpose: 'rate limits', fallback: 'each process counting alone at half the limit' }, app.log)
    : undefined;
  if (redis) {
    app.redisState.watch(redis);
    app.addHook('onClose', async () => closeRedis(redis));
  }
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    ...(redis ? { store: fallbackRateLimitStore(redis, 'tradespace-rl:') } : {}),
    // the store answers from memory itself when Redis fails; an error left over would be a bug to show
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis-state'] });
