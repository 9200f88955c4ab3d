import type { LightMyRequestResponse } from 'fastify';
import type { Visitor } from './test-app';

// Drives the card flow the way the billing step does with the local provider (decision 028).

export const billingAddress = {
  name: 'Sam Fletcher',
  address: {
    line1: '1 Piccadilly',
    line2: 'Flat 2',
    city: 'Manchester',
    state: 'Greater Manchester',
    postal_code: 'M1 1AE',
    country: 'GB',
  },
};

/** Stripe's test cards that save at once, each a different card (one number is saved once per account: decision 115). */
export const SAVING_CARDS = ['4242424242424242', '4000056655665556', '5555555555554444', '2223003122003222', '5200828282828210'] as const;

export interface CardEntry {
  number: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

export async function openCardSession(visitor: Visitor): Promise<{ id: string; terms: boolean; message_type: string }> {
  const reply = await visitor.post('/api/billing/stripe/setup-method', { form: 'signup' });
  if (reply.statusCode !== 200) throw new Error(`setup-method answered ${reply.statusCode}: ${reply.body}`);
  return reply.json();
}

export async function newSetupIntent(visitor: Visitor, sessionId: string) {
  const reply = await visitor.post('/api/billing/stripe/setup-intent', { unique_id: sessionId });
  if (reply.statusCode !== 200) throw new Error(`setup-intent answered ${reply.statusCode}: ${reply.body}`);
  return reply.json<{ id: string; client_secret: string; return_url: string; message_type: string }>();
}

/** The browser's tokeniser call: card details straight to the local vault, as to Stripe. */
export function tokenise(visitor: Visitor, card: CardEntry): Promise<LightMyRequestResponse> {
  return visitor.request(
    'POST',
    '/local-stripe/v1/payment_methods',
    { type: 'card', card: { exp_month: 12, exp_year: 2030, cvc: '123', ...card }, billing_details: billingAddress },
    {},
  );
}

export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

export function confirm(visitor: Visitor, clientSecret: string, paymentMethod: string, returnUrl: string) {
  return visitor.request(
    'POST',
    `/local-stripe/v1/setup_intents/${intentIdOf(clientSecret)}/confirm`,
    { client_secret: clientSecret, payment_method: paymentMethod, return_url: returnUrl },
    {},
  );
}

export function ping(visitor: Visitor, setupId: string, sessionId: string) {
  return visitor.post('/api/billing/stripe/setup-intent/ping', { setup_id: setupId, unique_id: sessionId });
}

export function saveMethod(visitor: Visitor, body: { session_id: string; payment_method: string; setup_id: string; terms?: boolean }) {
  return visitor.post('/v1/account/billing/methods', { terms: true, ...body });
}

/** Tokenise, confirm and save one card that needs no bank check; returns every reply on the way. */
export async function addCard(visitor: Visitor, card: CardEntry, options: { terms?: boolean } = {}) {
  const session = await openCardSession(visitor);
  const intent = await newSetupIntent(visitor, session.id);
  const tokenised = await tokenise(visitor, card);
  if (tokenised.statusCode !== 200) return { session, intent, tokenised, confirmed: null, saved: null };
  const paymentMethod = tokenised.json<{ id: string }>().id;
  const confirmed = await confirm(visitor, intent.client_secret, paymentMethod, intent.return_url);
  const saved = await saveMethod(visitor, {
    session_id: session.id,
    payment_method: paymentMethod,
    setup_id: intent.id,
    terms: options.terms ?? true,
  });
  return { session, intent, tokenised, confirmed, saved, paymentMethod };
}
