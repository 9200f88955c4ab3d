import type { FastifyInstance } from 'fastify';
import { ukNationalFormat } from '#common/uk-phone-format';
import type { Executor } from '../db/client';
import { fieldError } from '../lib/http-errors';
import { isUniqueViolation } from '../lib/unique-violation';
import { PHONE_UNIQUE_INDEX, createUserRepo, type UserRow } from '../repos/user-repo';

/**
 * A typed phone number is a claim; the account that proves it with a texted code owns it (decision 101). Many
 * accounts may hold one number unverified; the first to verify it owns it and the others' claims are released.
 */

/** What the verify-phone step says to an account whose typed number another account verified first. */
export const verifiedElsewhere = (phone: string) =>
  `${ukNationalFormat(phone)} has been verified by another account. Please enter your own mobile number.`;

/**
 * The number this account typed that another account owns now, once its claim is released (null when the number on
 * file is still its own to verify). A claim still on file to a number someone verified meanwhile is released here, so
 * no code is texted for it.
 */
export async function releasedNumber(tx: Executor, account: UserRow): Promise<string | null> {
  if (account.phoneVerifiedAt) return null;
  if (!account.phoneNumber) return account.phoneReleasedNumber;
  const users = createUserRepo(tx);
  const owner = (await users.findVerifiedByPhone(account.phoneNumber, tx)).find((other) => other.id !== account.id);
  if (!owner) return null;
  await users.releaseClaimsTo(account.phoneNumber, owner.id, tx);
  return account.phoneNumber;
}

/**
 * Verifies `phone` for the account in a transaction of its own; `verify` runs first in it (the code's use). Exactly one
 * of two accounts racing to verify one number wins (the unique index on verified numbers); the loser's claim is
 * released and it is told so under `code`. The winner's success releases every other account's claim afterwards, in a
 * statement of its own: inside the transaction it would wait on a loser's row lock while the loser waits on the index.
 */
export async function proveNumber(
  app: FastifyInstance,
  userId: number,
  phone: string,
  verify: (tx: Executor) => Promise<void>,
  noCode: string,
): Promise<void> {
  const users = createUserRepo(app.db);
  try {
    await app.db.transaction(async (tx) => {
      await verify(tx);
      if (!(await users.markPhoneVerified(userId, phone, tx)))
        throw fieldError('code', numberGone(await users.findById(userId, tx), noCode));
    });
  } catch (error) {
    if (!isUniqueViolation(error, PHONE_UNIQUE_INDEX)) throw error;
    const owner = (await users.findVerifiedByPhone(phone)).find((other) => other.id !== userId);
    if (owner) await users.releaseClaimsTo(phone, owner.id);
    throw fieldError('code', verifiedElsewhere(phone));
  }
  await users.releaseClaimsTo(phone, userId);
}

/** Why a right code verified nothing: the number was released to another account, or (`noCode`) changed meanwhile. */
function numberGone(account: UserRow | undefined, noCode: string): string {
  if (account?.phoneReleasedNumber && !account.phoneNumber) return verifiedElsewhere(account.phoneReleasedNumber);
  return noCode;
}
