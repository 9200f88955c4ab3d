import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CARD_LIMIT_REACHED, MAX_CARDS } from '#common/contract/calls/cards';
import { cards } from '#common/contract/index';
import { fieldError } from '#server/lib/http-errors';
import { authHook } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCardSetupRepo } from '#server/repos/card-setup-repo';
import { createPaymentMethodRepo } from '#server/repos/payment-method-repo';
import { createUserRepo } from '#server/repos/user-repo';
import { requireCardSession, returnUrlFor } from '#server/services/card-sessions';

const SETUP_NOT_FOUND = 'This card setup has expired. Please try again.';
const body = cards.setupIntentFailure.input.partial({ setup_id: true });
const reply = z.union([cards.setupIntent.output, cards.setupIntentFailure.output]);

/**
 * With `unique_id` only a new setup intent; with `setup_id` too, the record
 * that the browser gave up on that intent (the provider says why). One path, two contract calls.
 */
export default async function setupIntentRoutes(app: FastifyInstance) {
  const setups = createCardSetupRepo(app.db);
  const methods = createPaymentMethodRepo(app.db);
  const users = createUserRepo(app.db);

  app.route({
    method: 'POST',
    url: cards.setupIntent.path,
    schema: { body, response: { 200: reply } },
    preParsing: authHook(cards.setupIntent.auth),
    handler: async (request): Promise<z.input<typeof reply>> => {
      const userId = requireUser(request);
      const input = request.body as z.output<typeof body>;
      requireCardSession(app, userId, input.unique_id);

      if (input.setup_id !== undefined) {
        const setup = await setups.find(input.setup_id, userId, input.unique_id);
        if (!setup) throw fieldError('general', SETUP_NOT_FOUND);
        const intent = await app.cards.retrieveSetupIntent(setup.providerIntentId);
        const status = intent.status === 'succeeded' ? 'succeeded' : 'failed';
        await setups.setStatus(setup.id, status, intent.errorCode ?? 'abandoned');
        return { success: true, status };
      }

      // a sixth card would be refused at the end: say so before the trader types it in
      if ((await methods.countOf(userId)) >= MAX_CARDS) throw fieldError('general', CARD_LIMIT_REACHED);
      const user = await users.findById(userId);
      if (!user) throw fieldError('general', SETUP_NOT_FOUND);
      const intent = await app.cards.createSetupIntent({ userId, email: user.email });
      const id = `cset_${randomBytes(12).toString('hex')}`;
      await setups.insert({
        id,
        userId,
        uniqueId: input.unique_id,
        provider: app.cards.kind,
        providerIntentId: intent.id,
        status: intent.status,
      });
      const failedBefore = await setups.hasFailedBefore(userId);
      return {
        id,
        client_secret: intent.clientSecret,
        message_type: failedBefore ? 'CardAuthMessage2' : 'CardAuthMessage1',
        return_url: returnUrlFor(app, request),
        show_auth_message: true,
      };
    },
  });
}
