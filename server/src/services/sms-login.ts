import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { appKey } from '../env';
import { ValidationError, fieldError } from '../lib/http-errors';
import { CODE_VALID_MINUTES, CODE_WRONG, codeExpiry, codeMatches, hashCode, newFourDigitCode } from '../lib/one-time-code';
import { smsLoginCodeSms } from '../messages/sms-login-code-sms';
import { createSmsLoginRepo, type SmsLoginRow } from '../repos/sms-login-repo';

export const SMS_CODE_MINUTES = CODE_VALID_MINUTES;
/** After this many wrong tries a captcha is required; past the hard limit the code is dead. */
export const CAPTCHA_AFTER_WRONG_CODES = 5;
const DEAD_AFTER_WRONG_CODES = 10;
const SENDS_PER_15_MINUTES = 3;
const SENDS_PER_DAY = 10;

export const CODE_EXPIRED = 'This code has expired. Please request a new code.';
export const CODE_USED = 'This code has already been used or has expired. Please request a new code.';
export const TOO_MANY_WRONG = 'Too many incorrect codes: this code has expired. Please request a new code.';
export const TOO_MANY_SENDS = 'We have sent several codes to this number recently. Please wait a few minutes and try again.';

const scope = (id: number) => `sms-login:${id}`;

/** Texts a fresh 4-digit code to the phone (E.164) and returns the request id. */
export async function startSmsLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  phoneNumber: string,
  tx: Executor,
): Promise<number> {
  const logins = createSmsLoginRepo(tx);
  const recent = await logins.countSince(phoneNumber, new Date(Date.now() - 15 * 60 * 1000));
  const today = await logins.countSince(phoneNumber, new Date(Date.now() - 24 * 60 * 60 * 1000));
  if (recent >= SENDS_PER_15_MINUTES || today >= SENDS_PER_DAY) throw fieldError('phone_number', TOO_MANY_SENDS);
  const code = newFourDigitCode();
  const row = await logins.insert({
    phoneNumber,
    codeHash: 'pending',
    sessionId: request.session?.publicId ?? null,
    ip: request.ip,
    expiresAt: codeExpiry(),
  });
  await logins.setCodeHash(row.id, hashCode(appKey(app.env), scope(row.id), code));
  await app.outbox.enqueue(smsLoginCodeSms({ to: phoneNumber, code, expiresInMinutes: SMS_CODE_MINUTES }), tx);
  return row.id;
}

/** Checks a code; returns the verified request, or throws the field error the screen shows. */
export async function verifySmsLoginCode(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  code: string,
  captchaResponse: string | null | undefined,
): Promise<SmsLoginRow> {
  const logins = createSmsLoginRepo(app.db.db);
  const row = await logins.find(id);
  if (!row) throw fieldError('code', CODE_USED);
  if (row.verifiedAt) throw fieldError('code', CODE_USED);
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError('code', CODE_EXPIRED);
  if (row.attempts >= DEAD_AFTER_WRONG_CODES) throw fieldError('code', TOO_MANY_WRONG);
  await app.captcha.guard(request, { action: 'sms-code', response: captchaResponse, key: scope(id) });

  if (!codeMatches(appKey(app.env), scope(id), code, row.codeHash)) {
    const attempts = await logins.addAttempt(id);
    if (attempts >= DEAD_AFTER_WRONG_CODES) throw fieldError('code', TOO_MANY_WRONG);
    if (attempts >= CAPTCHA_AFTER_WRONG_CODES) {
      await app.captcha.escalate(scope(id));
      throw new ValidationError({ code: [CODE_WRONG], recaptcha_response: ['Please confirm you are not a robot.'] });
    }
    throw fieldError('code', CODE_WRONG);
  }
  const sessionId = request.session?.publicId ?? '';
  if (!(await logins.markVerified(id, sessionId))) throw fieldError('code', CODE_USED);
  return { ...row, verifiedAt: new Date(), verifiedSessionId: sessionId };
}

/** A verified request may pick an account for ten minutes, from the visit that verified it. */
export async function verifiedSmsLogin(app: FastifyInstance, request: FastifyRequest, id: number): Promise<SmsLoginRow> {
  const row = await createSmsLoginRepo(app.db.db).find(id);
  const fresh = row?.verifiedAt && Date.now() - row.verifiedAt.getTime() < SMS_CODE_MINUTES * 60 * 1000;
  if (!row || !fresh || row.verifiedSessionId !== request.session?.publicId) {
    throw fieldError('user_id', 'Your code has expired. Please request a new code.');
  }
  return row;
}
