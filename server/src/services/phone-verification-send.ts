import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RESEND_WAIT_SECONDS, type phoneCodeSendReply } from '#common/contract/calls/verify-phone';
import type { Executor } from '../db/client';
import { appKey } from '../env';
import { HttpError } from '../lib/http-errors';
import { CODE_VALID_MINUTES, codeExpiry, hashCode, newFourDigitCode } from '../lib/one-time-code';
import { isUkMobile } from '../lib/phone';
import { phoneVerificationSms } from '../messages/phone-verification-sms';
import { createPhoneVerificationRepo } from '../repos/phone-verification-repo';
import { createUndeliverablePhoneRepo } from '../repos/undeliverable-phone-repo';
import { createUserRepo, type UserRow } from '../repos/user-repo';
import { afterHumanCheck, type ConfirmHuman } from './sms-human-check';
import { SMS_UNDELIVERABLE, SmsRefused, passSmsGate, smsTransaction } from './sms-send-gate';
import { releasedNumber, verifiedElsewhere } from './phone-claims';

export type SendReply = z.input<typeof phoneCodeSendReply>;

/** Who asks for a code: the client address the SMS gate counts, and the visit that alone may enter it (decision 102). */
export interface CodeAsker {
  ip: string | null;
  sessionId: string | null;
}
export const NO_ASKER: CodeAsker = { ip: null, sessionId: null };
export const askerOf = (request: FastifyRequest): CodeAsker => ({ ip: request.ip, sessionId: request.session?.publicId ?? null });
export type SendMode = 'send' | 'resend' | 'change';

export const SENDS_PER_HOUR = 5;
/** Wrong tries a code survives; the fifth kills it. */
export const WRONG_TRIES_PER_CODE = 5;
const HOUR_MS = 60 * 60 * 1000;

export const ALREADY_VERIFIED = 'Your phone number is already verified.';
export const NOT_A_MOBILE = 'We can only text a UK mobile number. Please change your number to a mobile.';
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
export const tooEarly = (seconds: number) => `Please wait ${plural(seconds, 'second')} before asking for a new code.`;
export const tooManySends = (seconds: number) =>
  `You have asked for ${SENDS_PER_HOUR} codes in the last hour. Please try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`;

/** The scope of a code's HMAC: it only ever matches for this user, number and send. */
export const codeScope = (userId: number, phone: string, id: number) => `phone-verification:${userId}:${phone}:${id}`;

interface Wait {
  seconds: number;
  error: string;
  tooEarly: boolean;
}

/** Why the next code may not go yet, from the send times of the last hour (oldest first). */
export function sendWait(sent: Date[], mode: SendMode, now = Date.now()): Wait | null {
  const last = sent.at(-1);
  const early = last ? Math.ceil((last.getTime() + RESEND_WAIT_SECONDS * 1000 - now) / 1000) : 0;
  // a new number gets its code at once; the 20 s wait is between codes to one number
  if (mode !== 'change' && early > 0) return { seconds: early, error: tooEarly(early), tooEarly: true };
  const freeing = sent[sent.length - SENDS_PER_HOUR];
  if (!freeing) return null;
  const seconds = Math.max(1, Math.ceil((freeing.getTime() + HOUR_MS - now) / 1000));
  return { seconds, error: tooManySends(seconds), tooEarly: false };
}

/** The wait before a code to this user may be sent; call in `tx` with the user row locked. */
export async function currentWait(tx: Executor, userId: number, mode: SendMode): Promise<Wait | null> {
  const sent = await createPhoneVerificationRepo(tx).sentSince(userId, new Date(Date.now() - HOUR_MS), tx);
  return sendWait(sent, mode);
}

/**
 * Retires the user's earlier codes and texts a new one through the outbox, all in `tx`, after the
 * SMS gate counted it (throws SmsRefused; run `tx` with smsTransaction). `ready` (afterHumanCheck's) first.
 */
export async function issueCode(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  phone: string,
  asker: CodeAsker,
  ready?: (phone: string) => void,
): Promise<void> {
  ready?.(phone);
  await passSmsGate(app, tx, { to: phone, ip: asker.ip, accountId: userId, purpose: 'verification' });
  const codes = createPhoneVerificationRepo(tx);
  await codes.expireOpen(userId, tx);
  const code = newFourDigitCode();
  const row = await codes.insert(
    { userId, phoneNumber: phone, sessionId: asker.sessionId, codeHash: 'pending', expiresAt: codeExpiry() },
    tx,
  );
  await codes.setCodeHash(row.id, hashCode(appKey(app.env), codeScope(userId, phone, row.id), code), tx);
  await app.outbox.enqueue(phoneVerificationSms({ to: phone, code, expiresInMinutes: CODE_VALID_MINUTES }), tx);
}

/** The signed-in user's row, locked until `tx` ends: one send or number change at a time. */
export async function lockUser(tx: Executor, userId: number): Promise<UserRow> {
  const user = await createUserRepo(tx).lockById(userId, tx);
  if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  return user;
}

/** The code still on its way from a send less than 20 s ago, if it can still be used in the asking visit. */
async function codeStillFresh(tx: Executor, userId: number, phone: string, asker: CodeAsker): Promise<boolean> {
  const newest = await createPhoneVerificationRepo(tx).newest(userId, tx);
  return (
    !!newest &&
    newest.phoneNumber === phone &&
    newest.sessionId === asker.sessionId &&
    !newest.verifiedAt &&
    newest.attempts < WRONG_TRIES_PER_CODE
  );
}

/**
 * `send` (the screen opening) keeps a code sent under 20 s ago, so a reload texts nothing new;
 * `resend` always wants a new code. Refusals are `success: false` replies (decision 018).
 */
export async function sendVerificationCode(
  app: FastifyInstance,
  userId: number,
  mode: 'send' | 'resend',
  asker: CodeAsker = NO_ASKER,
  confirmHuman?: ConfirmHuman,
): Promise<SendReply> {
  return afterHumanCheck(confirmHuman, (ready) => sendInTransaction(app, userId, mode, asker, ready));
}

async function sendInTransaction(
  app: FastifyInstance,
  userId: number,
  mode: 'send' | 'resend',
  asker: CodeAsker,
  ready: (phone: string) => void,
): Promise<SendReply> {
  return smsTransaction(app, async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.phoneVerifiedAt) return { success: false, time: 0, error: ALREADY_VERIFIED };
    const released = await releasedNumber(tx, user);
    if (released) return { success: false, time: 0, error: verifiedElsewhere(released) };
    // the code goes by SMS, which a landline cannot take
    if (!user.phoneNumber || !isUkMobile(user.phoneNumber)) return { success: false, time: 0, error: NOT_A_MOBILE };
    // a number a text could not reach says so at once, even while a code sent moments ago would be kept
    if (await createUndeliverablePhoneRepo(tx).find(user.phoneNumber, tx)) return { success: false, time: 0, error: SMS_UNDELIVERABLE };
    const wait = await currentWait(tx, userId, mode);
    if (wait?.tooEarly && mode === 'send' && (await codeStillFresh(tx, userId, user.phoneNumber, asker))) {
      return { success: true, time: wait.seconds, error: null };
    }
    if (wait) return { success: false, time: wait.seconds, error: wait.error };
    await issueCode(app, tx, userId, user.phoneNumber, asker, ready);
    return { success: true, time: RESEND_WAIT_SECONDS, error: null };
  }).catch((error: unknown) => {
    // the SMS gate said no (rolled back): the screen's usual "no code was sent" answer with its sentence
    if (error instanceof SmsRefused) return { success: false, time: error.retryAfterSeconds, error: error.sentence };
    throw error;
  });
}
