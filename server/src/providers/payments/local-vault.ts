import { randomBytes } from 'node:crypto';
import type { SetupStatus } from '../../../../common/contract/calls/billing';
import type { CardDetails } from './index';
import { checkCard, type CardInput, type TestOutcome } from './local-test-cards';

/** A tokenised card as the vault keeps it: the outcome marker stands in for the number. */
interface VaultCard extends CardDetails {
  outcome: TestOutcome;
}

export interface VaultIntent {
  id: string;
  clientSecret: string;
  userId: number;
  status: SetupStatus;
  paymentMethodId: string | null;
  error: { code: string; declineCode: string | null; message: string } | null;
  /** The bank page's id while a 3-D Secure check is open. */
  challengeId: string | null;
  returnUrl: string | null;
}

export type CardRefusal = { code: string; message: string; param: string };

// nothing here outlives the process; the oldest entries go first once a map is this full
const MAX_ENTRIES = 10_000;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
  return value;
}

/**
 * The local provider's stand-in for Stripe's servers (docs/decisions/028), in memory. It never
 * keeps a card number or security code: only brand, last 4, expiry and the test outcome.
 */
export function createLocalVault() {
  const cards = new Map<string, VaultCard>();
  const tokens = new Map<string, string>();
  const intents = new Map<string, VaultIntent>();
  const challenges = new Map<string, string>();

  return {
    createPaymentMethod(card: CardInput, billing: CardDetails['billing']): CardDetails | CardRefusal {
      const checked = checkCard(card);
      if ('code' in checked) return checked;
      const { outcome, ...shown } = checked;
      const id = newId('pm');
      remember(cards, id, { id, ...shown, billing, outcome });
      return { id, ...shown, billing };
    },
    createToken(card: CardInput, billing: CardDetails['billing']): { id: string; card: CardDetails } | CardRefusal {
      const created = this.createPaymentMethod(card, billing);
      if ('code' in created) return created;
      const id = newId('tok');
      remember(tokens, id, created.id);
      return { id, card: created };
    },
    takeToken(id: string): string | null {
      const pm = tokens.get(id) ?? null;
      tokens.delete(id);
      return pm;
    },
    paymentMethod(id: string): CardDetails | null {
      const card = cards.get(id);
      if (!card) return null;
      return { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, billing: card.billing };
    },
    forgetPaymentMethod(id: string): void {
      cards.delete(id);
    },
    createIntent(userId: number): VaultIntent {
      const id = newId('seti');
      return remember(intents, id, {
        id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`, userId, status: 'requires_payment_method',
        paymentMethodId: null, error: null, challengeId: null, returnUrl: null,
      });
    },
    intent(id: string): VaultIntent | undefined {
      return intents.get(id);
    },
    /** Stripe's confirm: the card's test outcome decides; null when the secret is wrong. */
    confirm(intentId: string, clientSecret: string, paymentMethodId: string, returnUrl: string | null): VaultIntent | null {
      const intent = intents.get(intentId);
      const card = cards.get(paymentMethodId);
      if (!intent || intent.clientSecret !== clientSecret) return null;
      if (!card) {
        intent.error = { code: 'resource_missing', declineCode: null, message: 'No such payment method.' };
        return intent;
      }
      intent.paymentMethodId = paymentMethodId;
      intent.error = null;
      if (card.outcome.kind === 'succeed') intent.status = 'succeeded';
      else if (card.outcome.kind === 'three_ds') {
        intent.status = 'requires_action';
        intent.challengeId = newId('chal');
        remember(challenges, intent.challengeId, intentId);
        intent.returnUrl = returnUrl;
      } else {
        intent.status = 'requires_payment_method';
        intent.error = { code: card.outcome.code, declineCode: card.outcome.declineCode, message: card.outcome.message };
      }
      return intent;
    },
    challenge(challengeId: string): VaultIntent | undefined {
      const intentId = challenges.get(challengeId);
      return intentId ? intents.get(intentId) : undefined;
    },
    /** The bank's answer: Complete succeeds the intent, Fail leaves Stripe's authentication error. */
    finishChallenge(challengeId: string, passed: boolean): VaultIntent | undefined {
      const intent = this.challenge(challengeId);
      if (!intent || intent.status !== 'requires_action') return undefined;
      challenges.delete(challengeId);
      intent.challengeId = null;
      intent.status = passed ? 'succeeded' : 'requires_payment_method';
      intent.error = passed
        ? null
        : { code: 'setup_intent_authentication_failure', declineCode: null, message: 'We are unable to authenticate your payment method.' };
      return intent;
    },
  };
}
export type LocalVault = ReturnType<typeof createLocalVault>;
