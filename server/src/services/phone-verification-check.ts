import type { FastifyInstance } from 'fastify';
import { appKey } from '../env';
import { HttpError, fieldError } from '../lib/http-errors';
import { CODE_WRONG, codeMatches } from '../lib/one-time-code';
import { createPhoneVerificationRepo } from '../repos/phone-verification-repo';
import { createUserRepo } from '../repos/user-repo';
import type { Executor } from '../db/client';
import { proveNumber, verifiedElsewhere } from './phone-claims';
import { WRONG_TRIES_PER_CODE, codeScope } from './phone-verification-send';
import { createTrialOnce } from './trial-once';

export const NO_CODE = 'We have not sent a code to this number. Please ask for a new code.';
export const CODE_EXPIRED = 'This code has expired. Please ask for a new code.';
export const TOO_MANY_WRONG = 'Too many incorrect codes. Please ask for a new code.';
export const CODE_OTHER_VISIT = 'This code was sent for another browser or device. Please ask for a new code here.';

/**
 * Verifies the number on file when `code` is the newest code texted to that number. Every
 * refusal is a 422 on `code` (decision 018); an already verified number needs no code.
 */
export async function checkVerificationCode(app: FastifyInstance, userId: number, code: string, sessionId: string | null): Promise<void> {
  const users = createUserRepo(app.db);
  const codes = createPhoneVerificationRepo(app.db);
  const user = await users.findById(userId);
  if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  if (user.phoneVerifiedAt) return;
  if (!user.phoneNumber && user.phoneReleasedNumber) throw fieldError('code', verifiedElsewhere(user.phoneReleasedNumber));

  const row = await codes.newest(userId);
  // a code texted to an earlier number never verifies the one on file now
  if (!row || row.phoneNumber !== user.phoneNumber || row.verifiedAt) throw fieldError('code', NO_CODE);
  // only the visit that asked may enter it: a try from elsewhere is not counted and verifies nothing (decision 102)
  if (row.sessionId !== null && row.sessionId !== sessionId) throw fieldError('code', CODE_OTHER_VISIT);
  if (row.attempts >= WRONG_TRIES_PER_CODE) throw fieldError('code', TOO_MANY_WRONG);
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError('code', CODE_EXPIRED);
  // the try is counted before the code is compared, so a burst of guesses gets no more than the limit
  const tried = await codes.claimTry(row.id, WRONG_TRIES_PER_CODE);
  if (!tried) {
    const current = await codes.find(row.id);
    if (!current || current.verifiedAt) throw fieldError('code', NO_CODE);
    throw fieldError('code', current.attempts >= WRONG_TRIES_PER_CODE ? TOO_MANY_WRONG : CODE_EXPIRED);
  }
  if (!codeMatches(appKey(app.env), codeScope(userId, row.phoneNumber, row.id), code, tried.codeHash)) {
    throw fieldError('code', tried.attempts >= WRONG_TRIES_PER_CODE ? TOO_MANY_WRONG : CODE_WRONG);
  }
  // both updates are conditional, so a parallel wrong try, resend or number change wins cleanly; of two accounts
  // verifying one number, one wins (decision 101)
  const useCode = async (tx: Executor) => {
    if (!(await codes.markVerified(row.id, WRONG_TRIES_PER_CODE, tx))) throw fieldError('code', TOO_MANY_WRONG);
    // a number proved after the free month began is kept too, so changing it later frees no second one (decision 106);
    // written in the transaction that verifies it, so a lost race keeps nothing
    const proved = { phoneNumber: row.phoneNumber, phoneVerifiedAt: new Date(), email: user.email, emailVerifiedAt: null };
    await createTrialOnce(tx, appKey(app.env)).rememberIfUsed(userId, proved, tx);
  };
  await proveNumber(app, userId, row.phoneNumber, useCode, NO_CODE);
}
