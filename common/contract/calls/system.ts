import { z } from 'zod';
import { defineCall } from '../define-call';

/** Alive: 200 while the process runs; no dependency is asked (decision 072). */
export const health = defineCall({
  method: 'GET',
  path: '/healthz',
  input: z.object({}),
  output: z.object({ status: z.literal('ok') }),
});

/**
 * Ready for traffic (decision 072). 200 `ok`, or 200 `degraded` while Redis is down (the app serves on
 * with its fallbacks, so a load balancer keeps every process); 503 `unready` when the database does not
 * answer, 503 `stopping` once a graceful stop has begun. `redis` is `off` without REDIS_URL.
 */
export const ready = defineCall({
  method: 'GET',
  path: '/readyz',
  input: z.object({}),
  output: z.object({
    status: z.enum(['ok', 'degraded', 'unready', 'stopping']),
    database: z.enum(['ok', 'down']),
    redis: z.enum(['ok', 'down', 'off']),
  }),
});
