import type { FastifyInstance } from 'fastify';
import { DIRECTORY_PATH, PROFILE_PREFIX } from '#common/public-pages';
import { notFound } from './public-errors';

/**
 * Anything else under /t and /directory is this area's 404 page, so the app's SPA fallback
 * (plugins/web-pages.ts) never answers for it.
 */
export default async function publicNotFoundRoutes(app: FastifyInstance) {
  app.get(`${DIRECTORY_PATH}/`, (_request, reply) => reply.redirect(DIRECTORY_PATH, 301));
  for (const path of [PROFILE_PREFIX, `${PROFILE_PREFIX}/*`, `${DIRECTORY_PATH}/*`]) {
    app.get(path, async () => {
      throw notFound();
    });
  }
}
