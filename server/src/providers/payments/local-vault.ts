import { randomBytes } from 'node:crypto';
import type { CardDetails, IntentChange, TestOutcome, VaultIntent } from '#server/lib/card-records';
import { checkCard, fingerprintOf, type CardInput } from './local-test-cards';
import type { VaultStore } from './provider';

export type { VaultIntent } from '#server/lib/card-records';

export type CardRefusal = { code: string; message: string; param: string };

/** What a confirm ends in: the intent as it now is, a succeeded intent left alone, or no such intent (or secret). */
export type ConfirmResult =
  { kind: 'confirmed'; intent: VaultIntent } | { kind: 'already_succeeded'; intent: VaultIntent } | { kind: 'missing' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** One new intent in this many also deletes what the card forms of a day ago left behind (no timer, any process). */
const SWEEP_EVERY = 200;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const MISSING_CARD: IntentChange = { error: { code: 'resource_missing', declineCode: null, message: 'No such payment method.' } };
const AUTHENTICATION_FAILED: IntentChange = {
  status: 'requires_payment_method',
  error: { code: 'setup_intent_authentication_failure', declineCode: null, message: 'We are unable to authenticate your payment method.' },
};

/** Stripe's confirm: the card's test outcome decides what the intent becomes. */
function changeFor(outcome: TestOutcome, paymentMethodId: string, returnUrl: string | null): IntentChange {
  if (outcome.kind === 'succeed') return { status: 'succeeded', paymentMethodId, error: null, challengeId: null };
  if (outcome.kind === 'three_ds')
    return { status: 'requires_action', paymentMethodId, error: null, challengeId: newId('chal'), returnUrl };
  const error = { code: outcome.code, declineCode: outcome.declineCode, message: outcome.message };
  return { status: 'requires_payment_method', paymentMethodId, error, challengeId: null };
}

/**
 * The local provider's stand-in for Stripe's servers (decision 028), kept in the database so every
 * process sees the same intents and bank checks (decision 070). It never keeps a card number or
 * security code: only brand, last 4, expiry, billing address and the test outcome.
 */
export function createLocalVault(repo: VaultStore, fingerprintKey: string) {
  async function createPaymentMethod(card: CardInput, billing: CardDetails['billing']): Promise<CardDetails | CardRefusal> {
    const checked = checkCard(card);
    if ('code' in checked) return checked;
    const { outcome, ...checkedShown } = checked;
    const shown = { ...checkedShown, fingerprint: fingerprintOf(card.number, fingerprintKey) };
    const id = newId('pm');
    await repo.insertCard({ id, ...shown, billing, outcome });
    return { id, ...shown, billing };
  }

  return {
    createPaymentMethod,
    async createToken(card: CardInput, billing: CardDetails['billing']): Promise<{ id: string; card: CardDetails } | CardRefusal> {
      const created = await createPaymentMethod(card, billing);
      if ('code' in created) return created;
      const id = newId('tok');
      await repo.insertToken(id, created.id);
      return { id, card: created };
    },
    /** The token's payment method, once; null for an unknown or used token. */
    takeToken: (id: string): Promise<string | null> => repo.takeToken(id),
    async paymentMethod(id: string): Promise<CardDetails | null> {
      const card = await repo.findCard(id);
      if (!card) return null;
      const { outcome: _outcome, ...details } = card;
      return details;
    },
    forgetPaymentMethod: (id: string): Promise<void> => repo.deleteCard(id),
    async createIntent(userId: number, now = Date.now()): Promise<VaultIntent> {
      if (Math.random() * SWEEP_EVERY < 1) await repo.sweep(new Date(now - DAY_MS));
      const id = newId('seti');
      return repo.insertIntent({ id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`, userId });
    },
    intent: (id: string): Promise<VaultIntent | undefined> => repo.findIntent(id),
    async confirm(intentId: string, clientSecret: string, paymentMethodId: string, returnUrl: string | null): Promise<ConfirmResult> {
      const card = await repo.findCard(paymentMethodId);
      const change = card ? changeFor(card.outcome, paymentMethodId, returnUrl) : MISSING_CARD;
      const confirmed = await repo.confirmIntent(intentId, clientSecret, change);
      if (confirmed) return { kind: 'confirmed', intent: confirmed };
      const current = await repo.findIntent(intentId);
      if (!current || current.clientSecret !== clientSecret) return { kind: 'missing' };
      return { kind: 'already_succeeded', intent: current };
    },
    /** The intent whose bank page this is, while its check is open. */
    challenge: (challengeId: string): Promise<VaultIntent | undefined> => repo.findOpenChallenge(challengeId),
    /** The bank's answer: Complete succeeds the intent, Fail leaves Stripe's authentication error; only the first answer counts. */
    finishChallenge(challengeId: string, passed: boolean): Promise<VaultIntent | undefined> {
      return repo.finishChallenge(challengeId, passed ? { status: 'succeeded', error: null } : AUTHENTICATION_FAILED);
    },
  };
}
export type LocalVault = ReturnType<typeof createLocalVault>;
