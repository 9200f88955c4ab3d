import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

export const BENCH_SLOW_PATH = '/bench/slow';
const LONGEST_MS = 30_000;

/**
 * A reply that takes `ms` milliseconds and does nothing else: the graceful-stop test's request in flight
 * (decision 072). Registered only with BENCH_EMPTY_ROUTE=1, like the benchmark's /bench/empty.
 */
export default async function benchSlowRoutes(app: FastifyInstance) {
  if (!app.env.BENCH_EMPTY_ROUTE) return;
  const querystring = z.object({ ms: z.coerce.number().int().min(0).max(LONGEST_MS).default(1000) });
  app.get(BENCH_SLOW_PATH, { schema: { querystring }, config: { rateLimit: false } }, async (request) => {
    const { ms } = querystring.parse(request.query);
    await sleep(ms);
    return { waitedMs: ms };
  });
}
