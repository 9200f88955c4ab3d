import { createHmac, randomInt } from 'node:crypto';
import { safeEqual } from './tokens';

/** Texted codes (sign-in and phone verification) are valid this long (decision 009). */
export const CODE_VALID_MINUTES = 10;
export const CODE_WRONG = 'That code is not correct. Please check the 4 digits and try again.';

export function codeExpiry(now = Date.now()): Date {
  return new Date(now + CODE_VALID_MINUTES * 60 * 1000);
}

export function newFourDigitCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** Codes are stored as an HMAC with the app key: a leaked table alone cannot be brute-forced. */
export function hashCode(key: string, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}:${code}`).digest('hex');
}

export function codeMatches(key: string, scope: string, code: string, storedHash: string): boolean {
  return safeEqual(hashCode(key, scope, code), storedHash);
}
