import type { FastifyInstance } from 'fastify';
import { isLoopbackClient } from '#server/lib/loopback-client';

/**
 * The development routes hold every code and sign-in link the app sent, so outside production they answer
 * only to this machine unless DEV_ROUTES=1; anyone else gets the 404 of a path that does not exist
 * (decision 062). Added inside the dev routes' own plugin, so it guards those routes and no others.
 */
export function answerLoopbackOnly(app: FastifyInstance): void {
  if (app.env.DEV_ROUTES) return;
  app.addHook('onRequest', async (request, reply) => {
    if (isLoopbackClient(request, app.env.TRUST_PROXY_HOPS)) return;
    reply.callNotFound();
    return reply;
  });
}
