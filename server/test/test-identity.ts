import type { FastifyInstance } from 'fastify';
import { signPayload, SIGNATURE_HEADER } from '../src/lib/stripe-signature';
import { STRIPE_WEBHOOK_PATH } from '../src/routes/webhooks/stripe-webhook';
import type { Visitor } from './test-app';

export const IDENTITY_START = '/v1/account/verify/identity/start';
export const IDENTITY_STATE = '/v1/account/verify/identity';

/** Starts a check as the trader and gives the stand-in session's id and page. */
export async function startedCheck(visitor: Visitor): Promise<{ url: string; sessionId: string }> {
  const reply = await visitor.post(IDENTITY_START, {});
  if (reply.statusCode !== 200) throw new Error(`start answered ${reply.statusCode}: ${reply.body}`);
  const { url } = reply.json<{ url: string }>();
  return { url, sessionId: url.split('/').at(-1) ?? '' };
}

/** Presses a button of the stand-in page, as a browser posts its form (no script, no cookie). */
export function pressStandIn(app: FastifyInstance, url: string, outcome: string, name?: { first: string; last: string }) {
  const form = new URLSearchParams({ outcome, ...(name ? { first_name: name.first, last_name: name.last } : {}) });
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
}

/** Stripe's event for a session reaching `status`, created at `created` (default now). */
export function sessionEvent(sessionId: string, status: string, options: { id?: string; created?: Date; errorCode?: string } = {}) {
  return {
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    created: Math.floor((options.created ?? new Date()).getTime() / 1000),
    type: `identity.verification_session.${status}`,
    data: {
      object: {
        id: sessionId,
        object: 'identity.verification_session',
        status,
        last_error: options.errorCode ? { code: options.errorCode, reason: 'test' } : null,
      },
    },
  };
}

/** Sends an event to the webhook route, signed with `secret` (the provider's unless given) at `signedAt`. */
export function deliverEvent(app: FastifyInstance, event: unknown, options: { secret?: string; signedAt?: Date; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = options.signature ?? signPayload(payload, options.secret ?? app.identity.webhookSecret, options.signedAt);
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload,
  });
}
