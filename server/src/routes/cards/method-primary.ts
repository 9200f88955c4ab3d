import type { FastifyInstance } from 'fastify';
import { cards } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCardManagement } from '#server/services/card-management';

/** Makes one of the trader's backup cards the primary one. */
export default async function methodPrimaryRoutes(app: FastifyInstance) {
  const management = createCardManagement(app);
  registerCall(app, cards.methodPrimary, async ({ params, request }) => ({
    success: true as const,
    methods: await management.makePrimary(requireUser(request), params.id),
  }));
}
