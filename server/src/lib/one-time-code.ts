import { createHmac, randomInt } from 'node:crypto';
import { safeEqual } from './tokens';

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
