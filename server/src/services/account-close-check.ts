import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CLOSE_CODE_DIGITS, CLOSE_PROOF_MINUTES, closeTexts } from '#common/contract/calls/account-data';
import type { Executor } from '../db/client';
import { appKey } from '../env';
import { HttpError, fieldError } from '../lib/http-errors';
import { CODE_VALID_MINUTES, codeExpiry, codeMatches, hashCode } from '../lib/one-time-code';
import { verifyPassword } from '../lib/passwords';
import { accountCloseCodeEmail } from '../messages/account-close-code-email';
import { createAccountCloseCheckRepo } from '../repos/account-close-check-repo';
import { createUserRepo } from '../repos/user-repo';
import { takeSlot, type AtomicLimit } from './atomic-limit';
import { CODE_EXPIRED, TOO_MANY_WRONG } from './phone-verification-check';

// decision 088: the fresh sign-in check before an account closes, built like the staff codes (036)
export const CLOSE_CODES_PER_HOUR = 5;
export const WRONG_TRIES_PER_CODE = 5;
/** Password tries of one account at this check, right or wrong, counted in the database. */
export const PASSWORD_TRIES: AtomicLimit = { name: 'account-close:password:15m', max: 5, windowMs: 15 * 60 * 1000 };
const HOUR_MS = 60 * 60 * 1000;

export const PASSWORD_WRONG = 'This is not your password. Please try again, or ask for a code by e-mail instead.';
export const CODE_NOT_SENT = 'We have not sent you a code yet. Please ask for a code first.';
export const CLOSE_CODE_WRONG = `That code is not correct. Please check the ${CLOSE_CODE_DIGITS} digits and try again.`;
const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
export const tooManyPasswords = (wait: number) =>
  `Too many password tries. Please try again in ${minutes(wait)}, or ask for a code by e-mail instead.`;
export const tooManyCodes = (wait: number) =>
  `We have e-mailed you ${CLOSE_CODES_PER_HOUR} codes in the last hour. Please try again in ${minutes(wait)}.`;

const codeScope = (userId: number, id: number) => `account-close:${userId}:${id}`;
const proofUntil = () => new Date(Date.now() + CLOSE_PROOF_MINUTES * 60 * 1000);

/** `s•••@example.co.uk`: enough to know which inbox to look in. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? email : `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** E-mails a new code to the account's address and retires the earlier ones; at most CLOSE_CODES_PER_HOUR an hour. */
export async function sendCloseCode(app: FastifyInstance, userId: number, sessionId: string): Promise<string> {
  return app.db.transaction(async (tx) => {
    const user = await createUserRepo(tx).lockById(userId, tx);
    if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
    const checks = createAccountCloseCheckRepo(tx);
    const recent = await checks.codesSince(userId, new Date(Date.now() - HOUR_MS), tx);
    if (recent.count >= CLOSE_CODES_PER_HOUR && recent.oldest) {
      throw fieldError('code', tooManyCodes(Math.max(1, Math.ceil((recent.oldest.getTime() + HOUR_MS - Date.now()) / 60_000))));
    }
    await checks.expireOpenCodes(userId, tx);
    const code = String(randomInt(0, 10 ** CLOSE_CODE_DIGITS)).padStart(CLOSE_CODE_DIGITS, '0');
    const row = await checks.insert({ userId, sessionId, method: 'code', codeHash: 'pending', expiresAt: codeExpiry() }, tx);
    await checks.setCodeHash(row.id, hashCode(appKey(app.env), codeScope(userId, row.id), code), tx);
    await app.outbox.enqueue(accountCloseCodeEmail({ to: user.email, code, expiresInMinutes: CODE_VALID_MINUTES }), tx, {
      accountId: userId,
      pastCap: { refuse: 'code' },
    });
    return maskEmail(user.email);
  });
}

async function checkPassword(app: FastifyInstance, userId: number, sessionId: string, password: string): Promise<Date> {
  const tries = await takeSlot(app.db, PASSWORD_TRIES, String(userId));
  if (!tries.allowed) throw fieldError('password', tooManyPasswords(Math.max(1, Math.ceil(tries.retryAfterSeconds / 60))));
  const user = await createUserRepo(app.db).findById(userId);
  if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError('password', PASSWORD_WRONG);
  const until = proofUntil();
  await createAccountCloseCheckRepo(app.db).insert({ userId, sessionId, method: 'password', confirmedAt: new Date(), expiresAt: until });
  return until;
}

async function checkCode(app: FastifyInstance, userId: number, sessionId: string, code: string): Promise<Date> {
  const checks = createAccountCloseCheckRepo(app.db);
  const row = await checks.newestCode(userId, sessionId);
  if (!row || row.confirmedAt) throw fieldError('code', CODE_NOT_SENT);
  if (row.attempts >= WRONG_TRIES_PER_CODE) throw fieldError('code', TOO_MANY_WRONG);
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError('code', CODE_EXPIRED);
  // the try is counted before the code is compared, so a burst of guesses gets no more than the limit
  const tried = await checks.claimTry(row.id, WRONG_TRIES_PER_CODE);
  if (!tried) {
    const current = await checks.find(row.id);
    if (!current || current.confirmedAt) throw fieldError('code', CODE_NOT_SENT);
    throw fieldError('code', current.attempts >= WRONG_TRIES_PER_CODE ? TOO_MANY_WRONG : CODE_EXPIRED);
  }
  if (!tried.codeHash || !codeMatches(appKey(app.env), codeScope(userId, row.id), code, tried.codeHash)) {
    throw fieldError('code', tried.attempts >= WRONG_TRIES_PER_CODE ? TOO_MANY_WRONG : CLOSE_CODE_WRONG);
  }
  const until = proofUntil();
  if (!(await checks.confirmCode(row.id, WRONG_TRIES_PER_CODE, until))) throw fieldError('code', CODE_EXPIRED);
  // the code came to the inbox, so the address is proven too (decision 103)
  await createUserRepo(app.db).markEmailVerified(userId);
  return until;
}

/** The fresh sign-in check: the password when given, else the e-mailed code. The proof's end when it passes. */
export function passCloseCheck(
  app: FastifyInstance,
  userId: number,
  sessionId: string,
  input: { password?: string; code?: string },
): Promise<Date> {
  if (input.password) return checkPassword(app, userId, sessionId, input.password);
  if (input.code) return checkCode(app, userId, sessionId, input.code);
  throw fieldError('password', closeTexts.checkMissing);
}

/** Refuses (422 under `confirm`) unless this session passed the check in the last few minutes; call in the closing transaction. */
export async function requireCloseProof(tx: Executor, userId: number, sessionId: string): Promise<void> {
  const proof = await createAccountCloseCheckRepo(tx).newestProof(userId, sessionId, tx);
  if (!proof) throw fieldError('confirm', closeTexts.proofMissing);
  if (proof.expiresAt.getTime() <= Date.now()) throw fieldError('confirm', closeTexts.proofExpired);
}

/** The session a check belongs to: the cookie's, or the native app's token. */
export function checkSessionId(request: { session: { id: string } | null; viaBearerToken: boolean }, userId: number): string {
  return request.session?.id ?? `bearer:${userId}`;
}
