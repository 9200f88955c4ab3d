import { AUTHENTICATION_FAILED, cardErrorFor } from '#common/contract/card-errors';
import { SETUP_MAX_PINGS, SETUP_PING_INTERVAL_MS, type CardMethod } from '#common/contract/calls/cards';
import { cards, type CallOutput } from '#common/contract/index';
import { call } from '#web/lib/api';
import type { BillingDetails, CardDriver, ProviderError } from './card-driver';
import { endpoints } from '#common/contract/endpoints';

export type SetupIntentReply = CallOutput<typeof cards.setupIntent>;
export type CardOutcome = { kind: 'saved'; method: CardMethod } | { kind: 'refused'; code: string; field: string; message: string };

export interface CardSetupInput {
  session: CallOutput<typeof cards.setupMethod>;
  driver: CardDriver;
  billing: BillingDetails;
  terms: boolean;
  /** Shows the bank's page (3-D Secure); true once it posted its completion message, false if closed. */
  authenticate: (url: string, intent: SetupIntentReply) => Promise<boolean>;
  /** The wait popup, while the provider's answer is checked after the bank. */
  onVerifying: (active: boolean) => void;
}

const CLOSED = {
  code: 'authentication_closed',
  declineCode: null,
  message: 'You closed your bank’s check, so the card was not added. Please try again.',
};
const TOO_SLOW = { code: 'setup_timeout', declineCode: null, message: 'We could not confirm your card in time. Please try again.' };
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Every card error is logged (masked again by the server) with its code only. */
export function logCardEvent(sessionId: string, event: string, data: Record<string, string | number | boolean | null> = {}): void {
  call(endpoints.cards.setupLogging, { unique_id: sessionId, event, data }).catch(() => undefined);
}

function refused(error: ProviderError): CardOutcome {
  const known =
    error.code === CLOSED.code || error.code === TOO_SLOW.code
      ? { ...error, field: 'general' }
      : cardErrorFor(error.code, error.declineCode, error.message);
  return { kind: 'refused', code: known.code, field: known.field, message: known.message };
}

/** Records that this attempt failed (the server asks the provider why), logs it and says where it goes. */
function giveUp(input: CardSetupInput, setupId: string | null, error: ProviderError): CardOutcome {
  logCardEvent(input.session.id, 'setup.error', { code: error.code, decline_code: error.declineCode, setup_id: setupId });
  if (setupId) call(endpoints.cards.setupIntentFailure, { setup_id: setupId, unique_id: input.session.id }).catch(() => undefined);
  return refused(error);
}

/** Ping every 2 s, at most 10 times, until the provider has settled. */
async function settle(setupId: string, sessionId: string): Promise<{ status: string; error: ProviderError | null }> {
  for (let ping = 1; ping <= SETUP_MAX_PINGS; ping += 1) {
    const reply = await call(endpoints.cards.setupIntentPing, { setup_id: setupId, unique_id: sessionId });
    if (reply.status === 'succeeded') return { status: reply.status, error: null };
    if (reply.status === 'failed') {
      return {
        status: reply.status,
        error: reply.error ? { code: reply.error.code, declineCode: null, message: reply.error.detailed } : null,
      };
    }
    if (ping < SETUP_MAX_PINGS) await wait(SETUP_PING_INTERVAL_MS);
  }
  return { status: 'timeout', error: TOO_SLOW };
}

async function save(
  input: CardSetupInput,
  body: { payment_method: string; setup_id: string } | { stripeToken: string },
): Promise<CardOutcome> {
  const reply =
    'stripeToken' in body
      ? await call(endpoints.cards.methodAdd, { session_id: input.session.id, stripeToken: body.stripeToken, terms: input.terms })
      : await call(endpoints.cards.methodSave, { session_id: input.session.id, ...body, terms: input.terms });
  if (reply.success) return { kind: 'saved', method: reply.method };
  const [first] = reply.errors;
  logCardEvent(input.session.id, 'save.error', { code: first?.code ?? 'unknown' });
  return { kind: 'refused', code: first?.code ?? 'unknown', field: first?.field ?? 'general', message: first?.detailed ?? '' };
}

/** Adding a card: setup intent, confirm with the provider, the bank if asked, poll, save. */
export async function addCard(input: CardSetupInput): Promise<CardOutcome> {
  if (input.session.method === 'TOKEN') {
    const token = await input.driver.createToken(input.billing);
    return 'error' in token ? giveUp(input, null, token.error) : save(input, { stripeToken: token.token });
  }
  const intent = await call(endpoints.cards.setupIntent, { unique_id: input.session.id });
  const confirmed = await input.driver.confirmSetup(intent.client_secret, input.billing, intent.return_url);
  if (confirmed.kind === 'error') return giveUp(input, intent.id, confirmed.error);
  try {
    if (confirmed.kind === 'requires_action') {
      if (!(await input.authenticate(confirmed.url, intent))) return giveUp(input, intent.id, CLOSED);
      input.onVerifying(true);
      const state = await input.driver.retrieveSetup(intent.client_secret);
      if (state.status !== 'succeeded' && state.status !== 'processing') {
        return giveUp(
          input,
          intent.id,
          state.error ?? { code: 'setup_intent_authentication_failure', declineCode: null, message: AUTHENTICATION_FAILED },
        );
      }
    }
    const settled = await settle(intent.id, input.session.id);
    if (settled.status !== 'succeeded') return giveUp(input, intent.id, settled.error ?? TOO_SLOW);
    return await save(input, { payment_method: confirmed.paymentMethodId, setup_id: intent.id });
  } finally {
    input.onVerifying(false);
  }
}
