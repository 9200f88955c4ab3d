import type { SetupStatus } from '#common/contract/calls/cards';
import type { LocalVault } from './local-vault';

/** A setup intent as our server needs it: no card details, only what happened. */
export interface SetupIntentView {
  id: string;
  clientSecret: string;
  status: SetupStatus;
  paymentMethodId: string | null;
  /** The provider's error code of the last failed attempt (decline code first), if any. */
  errorCode: string | null;
}

/** What may be stored and shown of a card: never its number or security code. */
export interface CardDetails {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's fingerprint of the number: the same card number gives the same one; null if it gave none. */
  fingerprint: string | null;
  billing: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    county: string;
    postcode: string;
    country: string;
  };
}

/**
 * Saves cards for later charges (docs/decisions/028): a local test-mode provider by default,
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

export interface CardProviders {
  cards: CardProvider;
  /** The local provider's vault (in the database), which its browser endpoints use; null with Stripe. */
  vault: LocalVault | null;
}
