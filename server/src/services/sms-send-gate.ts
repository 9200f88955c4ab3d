import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { takeSlot, usedSlots, usedSlotsGrouped, type AtomicLimit } from './atomic-limit';
import { isUkMobile } from '../lib/phone';
import { networkOf, numberRangeOf } from '../lib/sms-subjects';
import { createStaffAlertRepo } from '../repos/staff-alert-repo';
import { createUndeliverablePhoneRepo } from '../repos/undeliverable-phone-repo';
import {
  SMS_ACCOUNT_BUSY,
  SMS_ADDRESS_BUSY,
  SMS_NOT_A_MOBILE,
  SMS_NUMBER_BUSY,
  SMS_UNDELIVERABLE,
  SmsRefused,
  smsNetworkBusy,
  smsRangeBusy,
  smsUnavailable,
  tryAgainWhen,
  type SmsRefusalReason,
} from './sms-refusals';

export * from './sms-refusals';

/**
 * The one gate every text message passes before it is enqueued (decisions 056, 105).
 * Each limit is counted with takeSlot in the transaction that enqueues the text, so a refusal anywhere
 * (or a later failure) rolls every count back, and a burst of parallel requests passes exactly the limit.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Any account, any purpose: one number handed between accounts still gets few texts. */
export const SMS_TO_NUMBER_PER_HOUR: AtomicLimit = { name: 'sms:number:hour', max: 6, windowMs: HOUR_MS };
export const SMS_TO_NUMBER_PER_DAY: AtomicLimit = { name: 'sms:number:day', max: 15, windowMs: DAY_MS };
/** Texts for one account, whatever the number (verification codes, number changes). */
export const SMS_FOR_ACCOUNT_PER_HOUR: AtomicLimit = { name: 'sms:account:hour', max: 8, windowMs: HOUR_MS };
/** A /24 or /64 network may cause this many times the texts of one address (decision 105). */
export const NETWORK_TIMES_ADDRESS = 3;
const addressLimit = (max: number): AtomicLimit => ({ name: 'sms:address:hour', max, windowMs: HOUR_MS });
const networkLimit = (perAddress: number): AtomicLimit => ({
  name: 'sms:network:hour',
  max: perAddress * NETWORK_TIMES_ADDRESS,
  windowMs: HOUR_MS,
});
/** Numbers sharing their first 8 digits (07700 900…), capped together: a script's made-up numbers (105). */
const rangeLimit = (max: number): AtomicLimit => ({ name: 'sms:range:hour', max, windowMs: HOUR_MS });
/** One counter, two ceilings: other texts stop at the shared part, sign-in codes to verified numbers at the whole (105). */
const budgetLimit = (max: number): AtomicLimit => ({ name: 'sms:budget', max, windowMs: HOUR_MS });

/** The part of SMS_HOURLY_BUDGET texts other than sign-in codes to verified numbers may use. */
export function sharedBudget(env: FastifyInstance['env']): number {
  return Math.floor((env.SMS_HOURLY_BUDGET * (100 - env.SMS_SIGN_IN_RESERVE_PERCENT)) / 100);
}

export interface SmsSend {
  /** E.164. */
  to: string;
  /** The client address that asked for the text (null for work no client asked for). */
  ip: string | null;
  /** The account the text is for, when there is one. */
  accountId?: number | null;
  /**
   * False when nothing will be texted but the answer must not tell (SMS sign-in for an unknown number):
   * the per-number and per-address limits count it like a send, the budget is only read.
   */
  delivers?: boolean;
  /**
   * `sign-in`: a sign-in code. Delivered (to a number an account has verified), the text may use the budget's reserved
   * part (SMS_SIGN_IN_RESERVE_PERCENT). Anything else uses the shared part only.
   */
  purpose?: 'sign-in' | 'verification';
}

type Sentence = string | ((when: string) => string);

async function take(tx: Executor, limit: AtomicLimit, subject: string, reason: SmsRefusalReason, sentence: Sentence, now: number) {
  const verdict = await takeSlot(tx, limit, subject, now);
  if (verdict.allowed) return;
  const said = typeof sentence === 'string' ? sentence : sentence(tryAgainWhen(verdict.retryAfterSeconds, now));
  throw new SmsRefused(reason, said, verdict.retryAfterSeconds);
}

/**
 * A sign-in code to a number an account has verified: it may use the reserved part of the budget. SMS sign-in texts
 * only verified numbers (decision 101), so a sign-in code that is delivered is one; the caller has looked it up.
 */
function toVerifiedNumber(send: SmsSend): boolean {
  return send.purpose === 'sign-in' && send.delivers === true;
}

/** Counts the text against every limit in `tx` (the transaction that enqueues it) or throws SmsRefused. */
export async function passSmsGate(app: FastifyInstance, tx: Executor, send: SmsSend, now = Date.now()): Promise<void> {
  const env = app.env;
  if (!isUkMobile(send.to)) throw new SmsRefused('not-mobile', SMS_NOT_A_MOBILE, 0);
  if (await createUndeliverablePhoneRepo(tx).find(send.to, tx)) throw new SmsRefused('undeliverable', SMS_UNDELIVERABLE, 0);
  await take(tx, SMS_TO_NUMBER_PER_HOUR, send.to, 'number', SMS_NUMBER_BUSY, now);
  await take(tx, SMS_TO_NUMBER_PER_DAY, send.to, 'number', SMS_NUMBER_BUSY, now);
  await take(tx, rangeLimit(env.SMS_PER_RANGE_PER_HOUR), numberRangeOf(send.to), 'range', smsRangeBusy, now);
  if (send.accountId) await take(tx, SMS_FOR_ACCOUNT_PER_HOUR, String(send.accountId), 'account', SMS_ACCOUNT_BUSY, now);
  if (send.ip) {
    await take(tx, addressLimit(env.SMS_PER_ADDRESS_PER_HOUR), send.ip, 'address', SMS_ADDRESS_BUSY, now);
    await take(tx, networkLimit(env.SMS_PER_ADDRESS_PER_HOUR), networkOf(send.ip), 'network', smsNetworkBusy, now);
  }
  // last, so the budget's one row is locked for the shortest time
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const retry = Math.max(1, Math.ceil((hourStart + HOUR_MS - now) / 1000));
  const refused = () => new SmsRefused('budget', smsUnavailable(tryAgainWhen(retry, now)), retry, new Date(hourStart).toISOString());
  if (send.delivers === false) {
    // read against the whole budget, as a verified number's code would be: the answer tells nobody which numbers are known
    const whole = budgetLimit(env.SMS_HOURLY_BUDGET);
    if ((await usedSlots(tx, whole, 'all', now)) >= whole.max) throw refused();
    return;
  }
  const ceiling = toVerifiedNumber(send) ? env.SMS_HOURLY_BUDGET : sharedBudget(env);
  if (!(await takeSlot(tx, budgetLimit(ceiling), 'all', now)).allowed) throw refused();
}

/**
 * Runs `work` (which passes the gate and enqueues texts) in a transaction. When the hourly budget
 * refused a text, staff get one alert per budget hour in /admin and the log one error line, written
 * after the rollback so the alert stays; the refusal then goes on to the caller.
 */
export async function smsTransaction<T>(app: FastifyInstance, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await app.db.transaction(work);
  } catch (error) {
    if (error instanceof SmsRefused && error.reason === 'budget' && error.budgetHour) await alertBudgetSpent(app, error.budgetHour);
    throw error;
  }
}

async function alertBudgetSpent(app: FastifyInstance, hour: string): Promise<void> {
  const budget = app.env.SMS_HOURLY_BUDGET;
  const shared = sharedBudget(app.env);
  const message =
    `The hourly text message budget ran out in the hour starting ${hour.slice(0, 16).replace('T', ' ')} UTC: ` +
    `${shared} of its ${budget} texts may go to new numbers, and those are spent, so nobody new gets a code until the next hour; ` +
    'sign-in codes to verified numbers go on until the whole budget is spent. ' +
    'Look for a flood of sign-ins or sign-ups, or raise SMS_HOURLY_BUDGET.';
  const filed = await createStaffAlertRepo(app.db).raise({ kind: 'sms-budget', message, dedupeKey: `sms-budget:${hour}` });
  if (filed) app.log.error({ smsHourlyBudget: budget, shared, hour }, 'SMS hourly budget spent: text messages stopped until the next hour');
}

/**
 * How many texts went out lately (this clock hour and the one before) for this address, its network (a third, as
 * the network may have three times an address's texts), to this number and to its range: the largest. The captcha
 * asks for more work as it grows (decisions 057, 105).
 */
export async function recentSmsSends(app: FastifyInstance, subject: { ip: string; phone?: string | null }, now = Date.now()) {
  const env = app.env;
  const lately = (limit: AtomicLimit, key: string) => [
    { limit, subject: key, at: now },
    { limit, subject: key, at: now - limit.windowMs },
  ];
  // one round trip for every subject's two windows
  const counts = await usedSlotsGrouped(app.db, [
    ...lately(addressLimit(env.SMS_PER_ADDRESS_PER_HOUR), subject.ip),
    ...lately(networkLimit(env.SMS_PER_ADDRESS_PER_HOUR), networkOf(subject.ip)),
    ...(subject.phone
      ? [...lately(SMS_TO_NUMBER_PER_HOUR, subject.phone), ...lately(rangeLimit(env.SMS_PER_RANGE_PER_HOUR), numberRangeOf(subject.phone))]
      : []),
  ]);
  const pair = (at: number) => (counts[at] ?? 0) + (counts[at + 1] ?? 0);
  return Math.max(pair(0), Math.floor(pair(2) / NETWORK_TIMES_ADDRESS), pair(4), pair(6));
}
