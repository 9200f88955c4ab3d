import type { CardBrand } from '#common/cards';

/** The billing details the card provider gets; the country is always GB. */
export interface BillingDetails {
  name: string;
  address: { line1: string; line2: string; city: string; state: string; postal_code: string; country: string };
}

export interface ProviderError {
  code: string;
  declineCode: string | null;
  message: string;
}

export type ConfirmResult =
  | { kind: 'succeeded'; paymentMethodId: string }
  | { kind: 'requires_action'; paymentMethodId: string; url: string }
  | { kind: 'error'; error: ProviderError };

export interface SetupState {
  status: string;
  paymentMethodId: string | null;
  error: ProviderError | null;
}

/**
 * The browser half of a card provider (decision 028): the card details go from the form
 * straight to the provider, which answers with ids only. Stripe.js, or our local stand-in.
 */
export interface CardDriver {
  /** The brand of the number typed so far; null while unknown. */
  brand: () => CardBrand | null;
  confirmSetup: (clientSecret: string, billing: BillingDetails, returnUrl: string) => Promise<ConfirmResult>;
  retrieveSetup: (clientSecret: string) => Promise<SetupState>;
  /** The TOKEN method: a one-off token for the card. */
  createToken(billing: BillingDetails): Promise<{ token: string } | { error: ProviderError }>;
}

export const networkError: ProviderError = {
  code: 'processing_error',
  declineCode: null,
  message: 'We could not reach the card provider. Please try again.',
};
