import type { SetupStatus } from '#common/contract/calls/cards';
import type { CardDetails, VaultCard, VaultIntent, IntentChange } from '#server/lib/card-records';

export type { CardDetails } from '#server/lib/card-records';

/** A setup intent as our server needs it: no card details, only what happened. */
export interface SetupIntentView {
  id: string;
  clientSecret: string;
  status: SetupStatus;
  paymentMethodId: string | null;
  /** The provider's error code of the last failed attempt (decline code first), if any. */
  errorCode: string | null;
}

/**
 * Saves cards for later charges (decision 028): a local test-mode provider by default,
 * Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set. Card numbers go from the
 * browser to the provider only; our server sees ids, brand, last 4 digits and expiry.
 */
export interface CardProvider {
  readonly kind: 'local' | 'stripe';
  /** The browser's key (Stripe.js); null for the local provider. */
  readonly publishableKey: string | null;
  createSetupIntent: (options: { userId: number; email: string }) => Promise<SetupIntentView>;
  retrieveSetupIntent: (id: string) => Promise<SetupIntentView>;
  /** null when the provider knows no such payment method. */
  retrievePaymentMethod: (id: string) => Promise<CardDetails | null>;
  /** The TOKEN method: turns a one-off card token into a payment method id. */
  paymentMethodFromToken: (token: string) => Promise<string>;
  /** Forgets a saved card at the provider (Stripe: detach); an unknown id is not an error. */
  detachPaymentMethod: (id: string) => Promise<void>;
}

/**
 * Where the local provider keeps its cards, tokens and intents (the database, so every process sees the same):
 * handed to it by whoever builds it, since a provider imports no repo.
 */
export interface VaultStore {
  insertCard: (card: VaultCard) => Promise<void>;
  findCard: (id: string) => Promise<VaultCard | undefined>;
  deleteCard: (id: string) => Promise<void>;
  insertToken: (id: string, paymentMethodId: string) => Promise<void>;
  takeToken: (id: string) => Promise<string | null>;
  insertIntent: (values: Pick<VaultIntent, 'id' | 'clientSecret' | 'userId'>) => Promise<VaultIntent>;
  findIntent: (id: string) => Promise<VaultIntent | undefined>;
  findOpenChallenge: (challengeId: string) => Promise<VaultIntent | undefined>;
  confirmIntent: (id: string, clientSecret: string, change: IntentChange) => Promise<VaultIntent | undefined>;
  finishChallenge: (challengeId: string, change: IntentChange) => Promise<VaultIntent | undefined>;
  /** Deletes what the card forms left behind before `before`. */
  sweep: (before: Date) => Promise<number>;
}
