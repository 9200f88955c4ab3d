import type { FastifyInstance } from 'fastify';
import { cards } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCardSetupRepo } from '#server/repos/card-setup-repo';
import { createPaymentMethodRepo } from '#server/repos/payment-method-repo';
import { newCardSessionId } from '#server/services/card-sessions';

/** The card setup session: opened when the card form shows. */
export default async function setupMethodRoutes(app: FastifyInstance) {
  const methods = createPaymentMethodRepo(app.db);
  const setups = createCardSetupRepo(app.db);
  registerCall(app, cards.setupMethod, async ({ request }) => {
    const userId = requireUser(request);
    const [total, failedBefore] = await Promise.all([methods.countOf(userId), setups.hasFailedBefore(userId)]);
    return {
      method: 'intent' as const,
      id: newCardSessionId(app, userId),
      // decision 029: the first card carries the terms of supply; after a failed bank check the longer message
      terms: total === 0,
      message_type: failedBefore ? ('CardAuthMessage2' as const) : ('CardAuthMessage1' as const),
    };
  });
}
