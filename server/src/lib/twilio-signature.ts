import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

export type FormParams = Record<string, string | string[] | undefined>;

/**
 * Twilio's request signature (X-Twilio-Signature): the full URL Twilio called, then each form parameter's name and
 * value with nothing between, sorted by name (a repeated name's values in order too), HMAC-SHA1 with the auth
 * token, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const pairs = Object.entries(params)
    .flatMap(([name, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one) => name + one)))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', authToken)
    .update(url + pairs.join(''))
    .digest('base64');
}

/** True when `signature` is Twilio's for this URL and these parameters; compared in constant time. */
export function isTwilioSigned(authToken: string, url: string, params: FormParams, signature: unknown): boolean {
  return typeof signature === 'string' && signature !== '' && safeEqual(signature, twilioSignature(authToken, url, params));
}
