import type { FastifyInstance } from 'fastify';

export const BENCH_EMPTY_PATH = '/bench/empty';

/**
 * The benchmark's baseline: a route that does no work of its own, so every hook of the app runs
 * and nothing else. Registered only with BENCH_EMPTY_ROUTE=1 (decision 043).
 */
export default async function benchEmptyRoutes(app: FastifyInstance) {
  if (!app.env.BENCH_EMPTY_ROUTE) return;
  app.get(BENCH_EMPTY_PATH, async () => ({}));
}
