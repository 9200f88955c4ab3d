import type { FastifyInstance } from 'fastify';
import { cards } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { cardSessionExpired, isCardSessionOf } from '#server/services/card-sessions';
import { CARD_NOT_FOUND, refusal, saveCard } from '#server/services/card-save';

/** The TOKEN method: a one-off card token instead of a setup intent. */
export default async function methodAddRoutes(app: FastifyInstance) {
  registerCall(app, cards.methodAdd, async ({ input, request }) => {
    const userId = requireUser(request);
    if (!isCardSessionOf(app, userId, input.session_id)) return refusal('session_expired', 'general', cardSessionExpired);
    const paymentMethodId = await app.cards.paymentMethodFromToken(input.stripeToken).catch((error: unknown) => {
      request.log.info({ err: error }, 'card token refused');
      return null;
    });
    if (!paymentMethodId) return refusal('resource_missing', 'general', CARD_NOT_FOUND);
    return saveCard(app, userId, paymentMethodId, input.terms);
  });
}
