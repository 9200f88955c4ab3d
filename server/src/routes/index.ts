import type { FastifyInstance } from 'fastify';
import accountInfo from './account/info';
import health from './system/health';
import track from './tracking/track';

/** Every API route of the app; each file registers the calls of one contract group. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(accountInfo);
  await app.register(track);
}
