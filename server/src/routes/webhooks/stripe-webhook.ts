import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#server/lib/http-errors';
import { isSignedPayload, SIGNATURE_HEADER } from '#server/lib/stripe-signature';
import { recordIdentityEvent } from '#server/services/identity-events';

/** Where Stripe (and the local identity stand-in) send their signed events. Not under /v1: no cookie, no CSRF token. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: z.looseObject({
      id: z.string().min(1).max(255),
      last_error: z.looseObject({ code: z.string().max(100).nullish() }).nullish(),
    }),
  }),
});

function parsedEvent(payload: string) {
  try {
    const event = eventSchema.parse(JSON.parse(payload));
    const session = event.data.object;
    return {
      id: event.id,
      type: event.type,
      created: event.created,
      session: { id: session.id, lastErrorCode: session.last_error?.code ?? null },
    };
  } catch {
    throw new HttpError(400, 'bad_event', 'The event is not a Stripe event object.');
  }
}

/**
 * Stripe's webhook endpoint (decision 137): the signature over the exact bytes received is checked before
 * anything is read, with the provider's signing secret; a replayed event answers 200 and changes nothing, so the
 * provider stops sending it.
 */
export default async function stripeWebhookRoutes(app: FastifyInstance) {
  // the signature covers the bytes as sent: keep them as text, parse only once they are proved
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

  app.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
    const payload = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[SIGNATURE_HEADER];
    if (!isSignedPayload(payload, typeof header === 'string' ? header : undefined, app.identity.webhookSecret)) {
      throw new HttpError(400, 'bad_signature', 'The webhook signature is missing or does not match.');
    }
    const result = await recordIdentityEvent(app, parsedEvent(payload));
    return reply.header('Cache-Control', 'no-store').send({ received: true, result });
  });
}
