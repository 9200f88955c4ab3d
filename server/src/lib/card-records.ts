import type { SetupStatus } from '#common/contract/calls/cards';

// What is kept of a card and of a setup intent: the shapes the card providers and the local vault's repo share,
// here below both so that neither imports the other (providers never import repos).

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

/** What a local card does when a setup intent is confirmed with it: Stripe's test cards. */
export type TestOutcome =
  { kind: 'succeed' } | { kind: 'three_ds' } | { kind: 'decline'; code: string; declineCode: string | null; message: string };

/** A tokenised card as the local vault keeps it: the outcome marker stands in for the number. */
export interface VaultCard extends CardDetails {
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

/** What confirming or the bank's answer writes onto an intent. */
export type IntentChange = Partial<Pick<VaultIntent, 'status' | 'paymentMethodId' | 'error' | 'challengeId' | 'returnUrl'>>;
