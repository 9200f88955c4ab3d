import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

/** The header Stripe signs its webhook events in. */
export const SIGNATURE_HEADER = 'stripe-signature';
/** Stripe's default: an event signed longer ago than this is refused, so a captured request cannot be sent again later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const signatureOf = (payload: string, timestamp: number, secret: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`: Stripe's scheme, which its SDK's constructEvent checks. */
export function signPayload(payload: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(payload, timestamp, secret)}`;
}

/**
 * Whether `header` signs `payload` with `secret` within the tolerance (decision 137): the same check for the
 * local stand-in's events and Stripe's, so one code path records results. Any of several v1 signatures may match
 * (Stripe sends two while a secret is being rolled).
 */
export function isSignedPayload(payload: string, header: string | undefined, secret: string, now = new Date()): boolean {
  if (!header || header.length > 2000) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = signatureOf(payload, timestamp, secret);
  return parts.some(([key, value]) => key === 'v1' && typeof value === 'string' && safeEqual(value, expected));
}
