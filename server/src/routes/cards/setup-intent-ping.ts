import type { FastifyInstance } from 'fastify';
import { SETUP_MAX_PINGS } from '#common/contract/calls/cards';
import { cardErrorFor } from '#common/contract/card-errors';
import { cards } from '#common/contract/index';
import { fieldError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCardSetupRepo } from '#server/repos/card-setup-repo';
import { requireCardSession } from '#server/services/card-sessions';

const SETUP_NOT_FOUND = 'This card setup has expired. Please try again.';
const TOO_SLOW = 'We could not confirm your card in time. Please try again.';

/** The browser asks every 2 s, at most 10 times, while the provider finishes. */
export default async function setupIntentPingRoutes(app: FastifyInstance) {
  const setups = createCardSetupRepo(app.db);
  registerCall(app, cards.setupIntentPing, async ({ input, request }) => {
    const userId = requireUser(request);
    requireCardSession(app, userId, input.unique_id);
    const setup = await setups.find(input.setup_id, userId, input.unique_id);
    if (!setup) throw fieldError('general', SETUP_NOT_FOUND);
    const pings = await setups.addPing(setup.id);
    if (pings > SETUP_MAX_PINGS) throw fieldError('general', TOO_SLOW);
    const intent = await app.cards.retrieveSetupIntent(setup.providerIntentId);
    await setups.setStatus(setup.id, intent.status, intent.errorCode);
    const error = intent.status === 'failed' ? cardErrorFor(intent.errorCode) : null;
    return {
      status: intent.status,
      pings,
      error: error ? { code: error.code, field: error.field, detailed: error.message } : null,
    };
  });
}
