import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { connectRedis } from '../lib/redis-client';

export interface RateLimitOptions {
  perMinute: number;
  redisUrl?: string;
}

/**
 * A limiter for every route (per client address), kept in memory or, with REDIS_URL, in Redis
 * so several server processes share one count. Routes tighten it with `config.rateLimit`.
 */
async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? connectRedis(options.redisUrl, 'rate limits (each process counts alone meanwhile)', app.log)
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'tradespace-rl:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
