import type { FastifyInstance } from 'fastify';
import { cards } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCardManagement } from '#server/services/card-management';

/** Removes one of the trader's cards (never the last one). */
export default async function methodRemoveRoutes(app: FastifyInstance) {
  const management = createCardManagement(app);
  registerCall(app, cards.methodRemove, async ({ params, request }) => ({
    success: true as const,
    methods: await management.remove(requireUser(request), params.id, request.log),
  }));
}
