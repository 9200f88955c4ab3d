import { createHmac } from 'node:crypto';
import { randomToken, safeEqual } from './tokens';

// Public HTML forms work without JavaScript, so they cannot send the API's X-XSRF-TOKEN header:
// a signed double-submit instead (decision 041). The cookie holds a random secret, the
// form a keyed hash of it; a forged cross-site post has neither the cookie (SameSite) nor the hash.
export const FORM_COOKIE = 'tradespace_form';
export const FORM_TOKEN_FIELD = '_token';
const SECRET_PATTERN = /^[\w-]{43}$/;

export function newFormSecret(): string {
  return randomToken();
}

export function isFormSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET_PATTERN.test(value);
}

/** The hidden field's value for a secret. */
export function formTokenFor(secret: string, appKey: string): string {
  return createHmac('sha256', appKey).update(`public-form:${secret}`).digest('base64url');
}

export function isValidFormToken(secret: unknown, token: unknown, appKey: string): boolean {
  if (!isFormSecret(secret) || typeof token !== 'string' || token.length > 100) return false;
  return safeEqual(token, formTokenFor(secret, appKey));
}
