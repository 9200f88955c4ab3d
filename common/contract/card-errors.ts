// Card provider errors land under number, expiry, cvc, postcode or general.
export const cardErrorFields = ['number', 'expiry', 'cvc', 'postcode', 'general'] as const;
export type CardErrorField = (typeof cardErrorFields)[number];

export interface CardError {
  /** The provider's code (Stripe's `code`, or its `decline_code` for a declined card). */
  code: string;
  field: CardErrorField;
  message: string;
}

export const UNSUPPORTED_CARD = 'We only accept Visa, Mastercard and American Express cards.';
export const AUTHENTICATION_FAILED = 'Your bank could not confirm this card, so it was not added. Please try again or use another card.';
const DECLINED = 'Your card was declined. Please try another card.';

// Stripe's error codes (https://docs.stripe.com/error-codes) with the texts the form shows.
const catalogue: Record<string, Omit<CardError, 'code'>> = {
  invalid_number: { field: 'number', message: 'Your card number is invalid.' },
  incorrect_number: { field: 'number', message: 'Your card number is incorrect.' },
  incomplete_number: { field: 'number', message: 'Your card number is incomplete.' },
  unsupported_brand: { field: 'number', message: UNSUPPORTED_CARD },
  invalid_expiry_month: { field: 'expiry', message: "Your card's expiry month is invalid." },
  invalid_expiry_year: { field: 'expiry', message: "Your card's expiry year is invalid." },
  invalid_expiry_month_past: { field: 'expiry', message: "Your card's expiry date is in the past." },
  invalid_expiry_year_past: { field: 'expiry', message: "Your card's expiry year is in the past." },
  incomplete_expiry: { field: 'expiry', message: "Your card's expiry date is incomplete." },
  expired_card: { field: 'expiry', message: 'Your card has expired.' },
  invalid_cvc: { field: 'cvc', message: "Your card's security code is invalid." },
  incomplete_cvc: { field: 'cvc', message: "Your card's security code is incomplete." },
  incorrect_cvc: { field: 'cvc', message: "Your card's security code is incorrect." },
  incorrect_zip: { field: 'postcode', message: "Your card's postcode does not match the one your bank holds." },
  card_declined: { field: 'general', message: DECLINED },
  insufficient_funds: { field: 'general', message: 'Your card has insufficient funds. Please try another card.' },
  processing_error: {
    field: 'general',
    message: 'An error occurred while processing your card. Please try again in a little while.',
  },
  setup_intent_authentication_failure: { field: 'general', message: AUTHENTICATION_FAILED },
  authentication_required: { field: 'general', message: AUTHENTICATION_FAILED },
};

/**
 * The field and text for a provider error. A declined card carries its reason in `decline_code`
 * (e.g. insufficient_funds); an unknown code falls back to the provider's own text under general.
 */
export function cardErrorFor(code: string | null | undefined, declineCode?: string | null, fallback?: string): CardError {
  const byDecline = declineCode ? catalogue[declineCode] : undefined;
  if (byDecline && declineCode) return { code: declineCode, ...byDecline };
  const known = code ? catalogue[code] : undefined;
  if (known && code) return { code, ...known };
  return { code: code ?? 'unknown', field: 'general', message: fallback || DECLINED };
}
