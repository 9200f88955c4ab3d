import type { FastifyInstance } from 'fastify';
import { cards } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCardSetupRepo } from '#server/repos/card-setup-repo';
import { cardSessionExpired, isCardSessionOf } from '#server/services/card-sessions';
import { providerRefusal, refusal, saveCard } from '#server/services/card-save';

const NOT_CONFIRMED = 'Your bank has not confirmed this card yet. Please try again.';

/** Adding a card: the intent must have succeeded with this very payment method. */
export default async function methodSaveRoutes(app: FastifyInstance) {
  const setups = createCardSetupRepo(app.db);
  registerCall(app, cards.methodSave, async ({ input, request }) => {
    const userId = requireUser(request);
    if (!isCardSessionOf(app, userId, input.session_id)) return refusal('session_expired', 'general', cardSessionExpired);
    const setup = await setups.find(input.setup_id, userId, input.session_id);
    if (!setup) return refusal('session_expired', 'general', cardSessionExpired);
    const intent = await app.cards.retrieveSetupIntent(setup.providerIntentId);
    await setups.setStatus(setup.id, intent.status, intent.errorCode);
    if (intent.status === 'failed') return providerRefusal(intent.errorCode);
    if (intent.status !== 'succeeded' || intent.paymentMethodId !== input.payment_method) {
      return refusal('setup_incomplete', 'general', NOT_CONFIRMED);
    }
    return saveCard(app, userId, input.payment_method, input.terms);
  });
}
