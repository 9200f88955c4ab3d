import { UNDELIVERABLE_NUMBER } from '#common/contract/calls/verify-phone';
import { ValidationError } from '../lib/http-errors';

/** The sentences the SMS gate (sms-send-gate.ts) refuses a text with, and its refusal. */

const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** Shorter waits read better in minutes than as a clock time. */
const MINUTES_UP_TO = 10;

/** When to try again, as the end of the sentence says it: "in 4 minutes", or "after 14:00" (London time). */
export function tryAgainWhen(retryAfterSeconds: number, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes <= MINUTES_UP_TO) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `after ${LONDON_CLOCK.format(new Date(now + retryAfterSeconds * 1000))}`;
}

export const smsUnavailable = (when: string) =>
  `We cannot send text messages right now. Please try again ${when} or sign in with your e-mail.`;
export const smsRangeBusy = (when: string) =>
  `We have sent several codes to numbers like this one recently. Please try again ${when} or sign in with your e-mail.`;
export const smsNetworkBusy = (when: string) =>
  `We have sent several text messages for your network recently. Please try again ${when} or sign in with your e-mail.`;
export const SMS_NUMBER_BUSY = 'We have sent several codes to this number recently. Please try again later or sign in with your e-mail.';
export const SMS_ACCOUNT_BUSY = 'We have sent several codes for your account recently. Please try again later.';
export const SMS_ADDRESS_BUSY =
  'We have sent several text messages for your connection recently. Please try again later or sign in with your e-mail.';
export const SMS_NOT_A_MOBILE = 'We can only text codes to a UK mobile number. Please use your mobile number or sign in with your e-mail.';

/** A number a text could not reach (decision 142): nothing more is texted to it until it is typed again. */
export const SMS_UNDELIVERABLE = UNDELIVERABLE_NUMBER;

export type SmsRefusalReason = 'not-mobile' | 'undeliverable' | 'number' | 'range' | 'account' | 'address' | 'network' | 'budget';

/** A text that may not go: a 422 under `phone_number` unless the caller turns it into its own reply. */
export class SmsRefused extends ValidationError {
  constructor(
    readonly reason: SmsRefusalReason,
    readonly sentence: string,
    readonly retryAfterSeconds: number,
    /** The budget hour that ran out (reason `budget`), e.g. 2026-11-26T10:00:00.000Z. */
    readonly budgetHour: string | null = null,
  ) {
    super({ phone_number: [sentence] });
  }
}
