import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client';
import { takeSlot, usedSlots, usedSlotsGrouped, type AtomicLimit } from './atomic-limit';
import { ValidationError } from '../lib/http-errors';
import { isUkMobile } from '../lib/phone';
import { createStaffAlertRepo } from '../repos/staff-alert-repo';

/**
 * The one gate every text message passes before it is enqueued (docs/decisions/056-sms-send-gate.md).
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
const addressLimit = (max: number): AtomicLimit => ({ name: 'sms:address:hour', max, windowMs: HOUR_MS });
const budgetLimit = (max: number): AtomicLimit => ({ name: 'sms:budget', max, windowMs: HOUR_MS });

export const SMS_UNAVAILABLE = 'We cannot send text messages right now. Please try again later or sign in with your e-mail.';
export const SMS_NUMBER_BUSY = 'We have sent several codes to this number recently. Please try again later or sign in with your e-mail.';
export const SMS_ACCOUNT_BUSY = 'We have sent several codes for your account recently. Please try again later.';
export const SMS_ADDRESS_BUSY =
  'We have sent several text messages for your connection recently. Please try again later or sign in with your e-mail.';
export const SMS_NOT_A_MOBILE = 'We can only text codes to a UK mobile number. Please use your mobile number or sign in with your e-mail.';

export type SmsRefusalReason = 'not-mobile' | 'number' | 'account' | 'address' | 'budget';

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
}

async function take(tx: Executor, limit: AtomicLimit, subject: string, reason: SmsRefusalReason, sentence: string, now: number) {
  const verdict = await takeSlot(tx, limit, subject, now);
  if (!verdict.allowed) throw new SmsRefused(reason, sentence, verdict.retryAfterSeconds);
}

/** Counts the text against every limit in `tx` (the transaction that enqueues it) or throws SmsRefused. */
export async function passSmsGate(app: FastifyInstance, tx: Executor, send: SmsSend, now = Date.now()): Promise<void> {
  if (!isUkMobile(send.to)) throw new SmsRefused('not-mobile', SMS_NOT_A_MOBILE, 0);
  await take(tx, SMS_TO_NUMBER_PER_HOUR, send.to, 'number', SMS_NUMBER_BUSY, now);
  await take(tx, SMS_TO_NUMBER_PER_DAY, send.to, 'number', SMS_NUMBER_BUSY, now);
  if (send.accountId) await take(tx, SMS_FOR_ACCOUNT_PER_HOUR, String(send.accountId), 'account', SMS_ACCOUNT_BUSY, now);
  if (send.ip) await take(tx, addressLimit(app.env.SMS_PER_ADDRESS_PER_HOUR), send.ip, 'address', SMS_ADDRESS_BUSY, now);
  // last, so the budget's one row is locked for the shortest time
  const budget = budgetLimit(app.env.SMS_HOURLY_BUDGET);
  const hourStart = new Date(Math.floor(now / HOUR_MS) * HOUR_MS).toISOString();
  const retry = Math.max(1, Math.ceil((Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS - now) / 1000));
  if (send.delivers === false) {
    if ((await usedSlots(tx, budget, 'all', now)) >= budget.max) throw new SmsRefused('budget', SMS_UNAVAILABLE, retry, hourStart);
    return;
  }
  const verdict = await takeSlot(tx, budget, 'all', now);
  if (!verdict.allowed) throw new SmsRefused('budget', SMS_UNAVAILABLE, verdict.retryAfterSeconds, hourStart);
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
  const message =
    `The hourly text message budget (${budget}) ran out in the hour starting ${hour.slice(0, 16).replace('T', ' ')} UTC: ` +
    'no text messages go out until the next hour. Look for a flood of sign-ins or sign-ups, or raise SMS_HOURLY_BUDGET.';
  const filed = await createStaffAlertRepo(app.db).raise({ kind: 'sms-budget', message, dedupeKey: `sms-budget:${hour}` });
  if (filed) app.log.error({ smsHourlyBudget: budget, hour }, 'SMS hourly budget spent: text messages stopped until the next hour');
}

/**
 * How many texts went out lately for this address or to this number (the larger; this clock hour and
 * the one before): the captcha asks for more work as it grows (docs/decisions/057-captcha-cost.md).
 */
export async function recentSmsSends(app: FastifyInstance, subject: { ip: string; phone?: string | null }, now = Date.now()) {
  const lately = (limit: AtomicLimit, key: string) => [
    { limit, subject: key, at: now },
    { limit, subject: key, at: now - limit.windowMs },
  ];
  // one round trip for the address's two windows and the number's two
  const [thisHour = 0, hourBefore = 0, toNumberThisHour = 0, toNumberHourBefore = 0] = await usedSlotsGrouped(app.db, [
    ...lately(addressLimit(app.env.SMS_PER_ADDRESS_PER_HOUR), subject.ip),
    ...(subject.phone ? lately(SMS_TO_NUMBER_PER_HOUR, subject.phone) : []),
  ]);
  return Math.max(thisHour + hourBefore, toNumberThisHour + toNumberHourBefore);
}
