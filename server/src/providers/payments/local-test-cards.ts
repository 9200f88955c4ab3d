import { createHmac } from 'node:crypto';
import { detectBrand, digitsOf, passesLuhn, type CardBrand } from '#common/cards';
import type { TestOutcome } from '#server/lib/card-records';

const decline = (code: string, declineCode: string | null, message: string): TestOutcome => ({
  kind: 'decline',
  code,
  declineCode,
  message,
});
const DECLINED = 'Your card was declined.';

// https://docs.stripe.com/testing: the numbers and what Stripe's test mode does with them
const testCards: Record<string, TestOutcome> = {
  '4242424242424242': { kind: 'succeed' },
  '4000056655665556': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '2223003122003222': { kind: 'succeed' },
  '5200828282828210': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '371449635398431': { kind: 'succeed' },
  '6011111111111117': { kind: 'succeed' },
  '4000002500003155': { kind: 'three_ds' },
  '4000002760003184': { kind: 'three_ds' },
  '4000000000000002': decline('card_declined', 'generic_decline', DECLINED),
  '4000000000009995': decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000000127': decline('incorrect_cvc', null, "Your card's security code is incorrect."),
  '4000000000000069': decline('expired_card', null, 'Your card has expired.'),
  '4000000000000119': decline('processing_error', null, 'An error occurred while processing your card. Try again in a little bit.'),
  '4000000000000036': decline('incorrect_zip', null, "Your card's zip code failed validation."),
};

/** Stripe's test mode refuses real cards; so does ours. */
const LIVE_CARD = decline(
  'card_declined',
  'test_mode_live_card',
  'Your card was declined. Your request was in test mode, but used a non test card.',
);

export function outcomeOf(number: string): TestOutcome {
  return testCards[digitsOf(number)] ?? LIVE_CARD;
}

/**
 * Stripe's card fingerprint, played locally (decision 115): the same number always gives the same 16 characters.
 * A keyed hash, so the vault holds nothing from which a number could be tried back.
 */
export function fingerprintOf(number: string, key: string): string {
  return createHmac('sha256', key)
    .update(`card-fingerprint:${digitsOf(number)}`)
    .digest('base64url')
    .slice(0, 16);
}

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: TestOutcome;
}

/** Stripe's checks when a card is tokenised: a code and message, or the parts we may keep. */
export function checkCard(card: CardInput, now = new Date()): CheckedCard | { code: string; message: string; param: string } {
  const digits = digitsOf(card.number);
  if (digits.length === 0) return { code: 'incomplete_number', message: 'Your card number is incomplete.', param: 'number' };
  if (/[^\d\s-]/.test(card.number)) return { code: 'invalid_number', message: 'Your card number is invalid.', param: 'number' };
  if (!passesLuhn(digits)) return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  if (card.exp_month < 1 || card.exp_month > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' };
  }
  const year = now.getFullYear();
  if (card.exp_year < year) {
    return { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past.", param: 'exp_year' };
  }
  if (card.exp_year > year + 50)
    return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' };
  if (card.exp_year === year && card.exp_month < now.getMonth() + 1) {
    return { code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past.", param: 'exp_month' };
  }
  const brand = detectBrand(digits);
  const cvcDigits = brand === 'amex' ? 4 : 3;
  if (card.cvc.length === 0) return { code: 'incomplete_cvc', message: "Your card's security code is incomplete.", param: 'cvc' };
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  return { brand, last4: digits.slice(-4), expMonth: card.exp_month, expYear: card.exp_year, outcome: outcomeOf(digits) };
}
