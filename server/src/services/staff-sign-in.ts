import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STAFF_CODE_DIGITS } from '#common/contract/calls/admin';
import type { Executor } from '../db/client';
import { appKey } from '../env';
import { fieldError } from '../lib/http-errors';
import { CODE_VALID_MINUTES, codeExpiry, codeMatches, hashCode } from '../lib/one-time-code';
import { decoyPasswordHash, verifyPassword } from '../lib/passwords';
import { staffCodeEmail } from '../messages/staff-code-email';
import type { StaffAuth } from '../lib/staff-auth';
import { createStaffSignInCodeRepo } from '../repos/staff-sign-in-code-repo';
import { createStaffRepo, type StaffRow } from '../repos/staff-repo';
import { giveBackSlot, takeSlot, type AtomicLimit } from './atomic-limit';
import { CODE_EXPIRED, TOO_MANY_WRONG } from './phone-verification-check';

// decision 036
export const CODES_PER_HOUR = 5;
export const WRONG_TRIES_PER_CODE = 5;
const HOUR_MS = 60 * 60 * 1000;

export const STAFF_SIGN_IN_FAILED = 'These details do not match our records.';
/**
 * Wrong passwords per typed staff e-mail in a clock hour, from any client address, counted before the password is
 * checked and given back when it was right (decision 104). Unknown e-mails are counted alike.
 */
export const STAFF_WRONG_PASSWORDS: AtomicLimit = { name: 'staff-login:wrong-password:hour', max: 5, windowMs: HOUR_MS };
export const staffSignInPaused = (minutes: number) =>
  `Sign-in to this back office account is paused after too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const STAFF_CODE_WRONG = `That code is not correct. Please check the ${STAFF_CODE_DIGITS} digits and try again.`;
export const STAFF_CODE_USED = 'This code has already been used. Please sign in again.';
export const SIGN_IN_TIMED_OUT = 'Your sign-in has timed out. Please enter your e-mail address and password again.';
export const tooManyCodes = (minutes: number) =>
  `We have e-mailed you ${CODES_PER_HOUR} codes in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const codeScope = (staffId: number, codeId: number) => `staff-login:${staffId}:${codeId}`;

/**
 * The member whose e-mail and password these are; any mismatch is one generic 422 (no enumeration). The try is
 * counted first, so a burst of guesses has only STAFF_WRONG_PASSWORDS.max checked an hour; past that even the right
 * password is refused for the rest of the hour.
 */
export async function checkStaffPassword(app: FastifyInstance, email: string, password: string): Promise<StaffRow> {
  const triedAt = Date.now();
  const counted = await takeSlot(app.db, STAFF_WRONG_PASSWORDS, email, triedAt);
  const member = await createStaffRepo(app.db).findByEmail(email);
  // an unknown e-mail, and a paused one, cost the same time as a wrong password
  const ok = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!counted.allowed) throw fieldError('email_address', staffSignInPaused(Math.ceil(counted.retryAfterSeconds / 60)));
  if (!member || !ok || member.disabledAt) throw fieldError('email_address', STAFF_SIGN_IN_FAILED);
  await giveBackSlot(app.db, STAFF_WRONG_PASSWORDS, email, triedAt);
  return member;
}

/**
 * E-mails a new 6-digit code and retires the member's earlier ones, all in `tx`; at most
 * CODES_PER_HOUR an hour (refused under `field`). Returns the new code's id.
 */
export async function sendStaffCode(app: FastifyInstance, tx: Executor, staffId: number, field: string): Promise<number> {
  const member = await createStaffRepo(tx).lockById(staffId, tx);
  if (!member) throw fieldError(field, SIGN_IN_TIMED_OUT);
  const codes = createStaffSignInCodeRepo(tx);
  const recent = await codes.countSince(staffId, new Date(Date.now() - HOUR_MS), tx);
  if (recent.count >= CODES_PER_HOUR && recent.oldest) {
    const minutes = Math.max(1, Math.ceil((recent.oldest.getTime() + HOUR_MS - Date.now()) / 60_000));
    throw fieldError(field, tooManyCodes(minutes));
  }
  await codes.expireOpen(staffId, tx);
  const code = String(randomInt(0, 10 ** STAFF_CODE_DIGITS)).padStart(STAFF_CODE_DIGITS, '0');
  const row = await codes.insert({ staffId, codeHash: 'pending', expiresAt: codeExpiry() }, tx);
  await codes.setCodeHash(row.id, hashCode(appKey(app.env), codeScope(staffId, row.id), code), tx);
  await app.outbox.enqueue(staffCodeEmail({ to: member.email, code, expiresInMinutes: CODE_VALID_MINUTES }), tx, {
    accountId: null,
    pastCap: { refuse: field },
  });
  return row.id;
}

/**
 * Checks the code e-mailed for this sign-in; refusals are 422s under `code`. The right code is
 * used up in the same transaction that signs the visit in, so it can never work twice.
 */
export async function checkStaffCode(
  app: FastifyInstance,
  staff: StaffAuth | null,
  code: string,
  signIn: (staffId: number, tx: Executor) => Promise<void>,
): Promise<StaffAuth> {
  if (!staff || staff.stage !== 'code' || staff.codeId === null) throw fieldError('code', SIGN_IN_TIMED_OUT);
  const codes = createStaffSignInCodeRepo(app.db);
  const row = await codes.find(staff.codeId);
  if (!row || row.staffId !== staff.staffId) throw fieldError('code', SIGN_IN_TIMED_OUT);
  if (row.usedAt) throw fieldError('code', STAFF_CODE_USED);
  if (row.attempts >= WRONG_TRIES_PER_CODE) throw fieldError('code', TOO_MANY_WRONG);
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError('code', CODE_EXPIRED);
  // the try is counted before the code is compared, so a burst of guesses gets no more than the limit
  const tried = await codes.claimTry(row.id, WRONG_TRIES_PER_CODE);
  if (!tried) {
    const current = await codes.find(row.id);
    if (!current || current.usedAt) throw fieldError('code', STAFF_CODE_USED);
    throw fieldError('code', current.attempts >= WRONG_TRIES_PER_CODE ? TOO_MANY_WRONG : CODE_EXPIRED);
  }
  if (!codeMatches(appKey(app.env), codeScope(staff.staffId, row.id), code, tried.codeHash)) {
    throw fieldError('code', tried.attempts >= WRONG_TRIES_PER_CODE ? TOO_MANY_WRONG : STAFF_CODE_WRONG);
  }
  await app.db.transaction(async (tx) => {
    // conditional on still being open: a parallel use, wrong try or new code wins cleanly
    if (!(await codes.markUsed(row.id, WRONG_TRIES_PER_CODE, tx))) throw fieldError('code', STAFF_CODE_USED);
    await signIn(staff.staffId, tx);
  });
  return staff;
}
