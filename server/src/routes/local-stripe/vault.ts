import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingDetails, cardErrorJson, cardInput, paymentMethodJson, setupIntentJson, toBilling } from './stripe-shapes';

export const LOCAL_STRIPE_PREFIX = '/local-stripe/v1';
const NO_SUCH_INTENT = { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setup intent.' } };
// Stripe's words when a succeeded setup intent is confirmed again
const ALREADY_SUCCEEDED = 'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.';

/**
 * The local provider's browser endpoints, playing Stripe's API (decision 028): card details
 * come here straight from the card form and never through our /v1 account calls. Only when the
 * local provider is active (it is the default, production included).
 */
export default async function localVaultRoutes(fastify: FastifyInstance) {
  const vault = fastify.cardVault;
  if (!vault) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${LOCAL_STRIPE_PREFIX}/payment_methods`,
    { schema: { body: z.object({ type: z.literal('card'), card: cardInput, billing_details: billingDetails }) } },
    async (request, reply) => {
      const created = await vault.createPaymentMethod(request.body.card, toBilling(request.body.billing_details));
      if ('code' in created) return reply.code(402).send(cardErrorJson(created.code, created.message, { param: created.param }));
      return paymentMethodJson(created);
    },
  );

  app.post(
    `${LOCAL_STRIPE_PREFIX}/tokens`,
    { schema: { body: z.object({ card: cardInput, billing_details: billingDetails }) } },
    async (request, reply) => {
      const created = await vault.createToken(request.body.card, toBilling(request.body.billing_details));
      if ('code' in created) return reply.code(402).send(cardErrorJson(created.code, created.message, { param: created.param }));
      return { id: created.id, object: 'token', card: paymentMethodJson(created.card).card };
    },
  );

  app.post(
    `${LOCAL_STRIPE_PREFIX}/setup_intents/:id/confirm`,
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: z.object({
          client_secret: z.string().max(200),
          payment_method: z.string().max(100),
          return_url: z.string().max(500).nullish(),
        }),
      },
    },
    async (request, reply) => {
      const { client_secret: secret, payment_method: method, return_url: returnUrl } = request.body;
      const result = await vault.confirm(request.params.id, secret, method, returnUrl ?? null);
      if (result.kind === 'missing') return reply.code(404).send(NO_SUCH_INTENT);
      const { intent } = result;
      if (result.kind === 'already_succeeded') {
        return reply.code(400).send({
          error: {
            type: 'invalid_request_error',
            code: 'setup_intent_unexpected_state',
            message: ALREADY_SUCCEEDED,
            setup_intent: setupIntentJson(intent),
          },
        });
      }
      if (intent.error) {
        const { code, declineCode, message } = intent.error;
        return reply.code(402).send(cardErrorJson(code, message, { decline_code: declineCode, setup_intent: setupIntentJson(intent) }));
      }
      return setupIntentJson(intent);
    },
  );

  app.get(
    `${LOCAL_STRIPE_PREFIX}/setup_intents/:id`,
    { schema: { params: z.object({ id: z.string().max(100) }), querystring: z.object({ client_secret: z.string().max(200) }) } },
    async (request, reply) => {
      const intent = await vault.intent(request.params.id);
      if (!intent || intent.clientSecret !== request.query.client_secret) return reply.code(404).send(NO_SUCH_INTENT);
      return setupIntentJson(intent);
    },
  );
}
