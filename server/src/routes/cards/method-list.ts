import type { FastifyInstance } from 'fastify';
import { cards } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createPaymentMethodRepo, toCardMethod } from '#server/repos/payment-method-repo';

/** The trader's saved cards, the primary first. */
export default async function methodListRoutes(app: FastifyInstance) {
  const methods = createPaymentMethodRepo(app.db);
  registerCall(app, cards.methodList, async ({ request }) => {
    const userId = requireUser(request);
    return { methods: (await methods.listOf(userId)).map(toCardMethod) };
  });
}
