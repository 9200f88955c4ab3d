import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { appKey } from '../env';
import { takeSlot, type AtomicLimit } from './atomic-limit';
import { ValidationError, fieldError } from '../lib/http-errors';
import { CODE_VALID_MINUTES, CODE_WRONG, codeExpiry, codeMatches, hashCode, newFourDigitCode } from '../lib/one-time-code';
import { smsSignInCodeSms } from '../messages/sms-sign-in-code-sms';
import { createSmsSignInRepo, type SmsSignInRow } from '../repos/sms-sign-in-repo';
import { createUserRepo } from '../repos/user-repo';
import { passSmsGate } from './sms-send-gate';
import { randomToken } from '../lib/tokens';

export const SMS_CODE_MINUTES = CODE_VALID_MINUTES;
/** After this many wrong tries a captcha is required; past the hard limit the code is dead. */
export const CAPTCHA_AFTER_WRONG_CODES = 5;
const DEAD_AFTER_WRONG_CODES = 10;
/** Sign-in codes per number, known or not (decision 056); counted with takeSlot in the sending transaction. */
const SENDS_PER_15_MINUTES: AtomicLimit = { name: 'sms-login:number:15m', max: 3, windowMs: 15 * 60 * 1000 };
const SENDS_PER_DAY: AtomicLimit = { name: 'sms-login:number:day', max: 10, windowMs: 24 * 60 * 60 * 1000 };
/** Stored for an unknown number: no code's HMAC ever equals it, so its id leads nowhere. */
const NO_CODE = 'no-account-for-this-number';

export const CODE_EXPIRED = 'This code has expired. Please request a new code.';
export const CODE_USED = 'This code has already been used or has expired. Please request a new code.';
export const TOO_MANY_WRONG = 'Too many incorrect codes: this code has expired. Please request a new code.';
/** From the 5th wrong code: what to do next, the check below or a fresh code (no "expire": the form stays). */
export const CODE_WRONG_CHECK_NEEDED = 'That code is not correct. Complete the check below and try again, or request a new code.';
/** A code entered in a visit other than the one that asked (decision 102): not counted, and it says "expire" so the form offers a new code. */
export const CODE_OTHER_VISIT = 'This code was sent for another browser or device, or has expired. Please request a new code here.';
export const TOO_MANY_SENDS = 'We have sent several codes to this number recently. Please wait a few minutes and try again.';

const scope = (id: number) => `sms-login:${id}`;

/**
 * Texts a fresh 4-digit code to the phone (E.164) and returns the request's token (random, 128 bits: decision 102).
 * Only a number an account has verified is texted (decision 101): an unknown or merely typed number gets the
 * same answer and limits and a token that leads nowhere, but no text (decision 058). The code can be entered
 * only in the visit that asked for it. Every text passes the SMS gate in `tx`; run it with `smsTransaction` so a
 * spent budget alerts staff.
 */
export async function startSmsSignIn(app: FastifyInstance, request: FastifyRequest, phoneNumber: string, tx: Executor): Promise<string> {
  const logins = createSmsSignInRepo(tx);
  for (const limit of [SENDS_PER_15_MINUTES, SENDS_PER_DAY]) {
    if (!(await takeSlot(tx, limit, phoneNumber)).allowed) throw fieldError('phone_number', TOO_MANY_SENDS);
  }
  const known = (await createUserRepo(tx).findVerifiedByPhone(phoneNumber, tx)).length > 0;
  await passSmsGate(app, tx, { to: phoneNumber, ip: request.ip, delivers: known, purpose: 'sign-in' });
  const code = newFourDigitCode();
  const row = await logins.insert({
    token: randomToken(16),
    phoneNumber,
    codeHash: 'pending',
    sessionId: request.session?.publicId ?? null,
    ip: request.ip,
    expiresAt: codeExpiry(),
  });
  await logins.setCodeHash(row.id, known ? hashCode(appKey(app.env), scope(row.id), code) : NO_CODE);
  if (known) await app.outbox.enqueue(smsSignInCodeSms({ to: phoneNumber, code, expiresInMinutes: SMS_CODE_MINUTES }), tx);
  return row.token;
}

/** Checks a code; returns the verified request, or throws the field error the screen shows. */
export async function verifySmsSignInCode(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  code: string,
  captchaResponse: string | null | undefined,
): Promise<SmsSignInRow> {
  const logins = createSmsSignInRepo(app.db);
  const row = await logins.findByToken(token);
  // a guess from another visit neither counts against the code nor signs anyone in
  if (row && (row.sessionId === null || row.sessionId !== request.session?.publicId)) throw fieldError('code', CODE_OTHER_VISIT);
  refuseClosedCode(row);
  const id = row.id;
  await app.captcha.guard(request, { action: 'sms-code', response: captchaResponse, key: scope(id) });

  // the try is counted before the code is compared, so a burst of guesses gets no more than the limit
  const tried = await logins.claimTry(id, DEAD_AFTER_WRONG_CODES);
  if (!tried) {
    // another try used, killed or outlived the code meanwhile
    const current = await logins.find(id);
    if (!current || current.verifiedAt) throw fieldError('code', CODE_USED);
    throw fieldError('code', current.attempts >= DEAD_AFTER_WRONG_CODES ? TOO_MANY_WRONG : CODE_EXPIRED);
  }
  if (!codeMatches(appKey(app.env), scope(id), code, tried.codeHash)) {
    if (tried.attempts >= DEAD_AFTER_WRONG_CODES) throw fieldError('code', TOO_MANY_WRONG);
    if (tried.attempts >= CAPTCHA_AFTER_WRONG_CODES) {
      await app.captcha.escalate(scope(id));
      throw new ValidationError({ code: [CODE_WRONG_CHECK_NEEDED], recaptcha_response: ['Please confirm you are not a robot.'] });
    }
    throw fieldError('code', CODE_WRONG);
  }
  const sessionId = request.session?.publicId ?? '';
  if (!(await logins.markVerified(id, sessionId))) throw fieldError('code', CODE_USED);
  return { ...row, attempts: tried.attempts, verifiedAt: new Date(), verifiedSessionId: sessionId };
}

/** The refusal for a code that can take no more tries: unknown or used, expired, or out of tries. */
function refuseClosedCode(row: SmsSignInRow | undefined): asserts row is SmsSignInRow {
  if (!row || row.verifiedAt) throw fieldError('code', CODE_USED);
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError('code', CODE_EXPIRED);
  if (row.attempts >= DEAD_AFTER_WRONG_CODES) throw fieldError('code', TOO_MANY_WRONG);
}

/** A verified request may pick an account for ten minutes, from the visit that verified it. */
export async function verifiedSmsSignIn(app: FastifyInstance, request: FastifyRequest, token: string): Promise<SmsSignInRow> {
  const row = await createSmsSignInRepo(app.db).findByToken(token);
  const fresh = row?.verifiedAt && Date.now() - row.verifiedAt.getTime() < SMS_CODE_MINUTES * 60 * 1000;
  if (!row || !fresh || row.verifiedSessionId !== request.session?.publicId) {
    throw fieldError('user_id', 'Your code has expired. Please request a new code.');
  }
  return row;
}
