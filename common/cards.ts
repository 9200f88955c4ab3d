// Card numbers as the card networks define them; no React, no Node APIs.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

// Only Visa, Mastercard and American Express are listed
export const ACCEPTED_BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex'];

export const brandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The brand by the number's leading digits (the IIN ranges Stripe.js uses). */
export function detectBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

export function isAcceptedBrand(brand: string): boolean {
  return (ACCEPTED_BRANDS as readonly string[]).includes(brand);
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "12/2030", the expiry_format. */
export function expiryFormat(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** "12 / 30", "1230", "12/2030" → month and four-digit year; null when it is not a date at all. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}
