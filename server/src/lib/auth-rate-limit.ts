import type { FastifyInstance } from 'fastify';

/** The tighter per-address limit shared by sign-up and sign-in calls. */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.env.AUTH_LIMIT_PER_10_MINUTES, timeWindow: '10 minutes' } };
}
