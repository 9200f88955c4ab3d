import type { FastifyInstance } from 'fastify';
import { billing } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCardManagement } from '#server/services/card-management';

/** Makes one of the trader's backup cards the primary one. */
export default async function methodPrimaryRoutes(app: FastifyInstance) {
  const cards = createCardManagement(app);
  registerCall(app, billing.methodPrimary, async ({ params, request }) => ({
    success: true as const,
    methods: await cards.makePrimary(requireUser(request), params.id),
  }));
}
