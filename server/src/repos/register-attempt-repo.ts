import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { registerAttempt, user } from '../db/schema/index';
import type { UserRow } from './user-repo';

/**
 * The sign-ups made with an idempotency key (its SHA-256), so a retry finds the account it made. Each is written by its
 * sign-up's one statement (decision 097).
 */
export function createRegisterAttemptRepo(db: Executor) {
  return {
    /** The account a sign-up with this key made since `since`, if any. */
    async findAccount(keyHash: string, since: Date, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select({ user })
        .from(registerAttempt)
        .innerJoin(user, eq(user.id, registerAttempt.userId))
        .where(and(eq(registerAttempt.keyHash, keyHash), gt(registerAttempt.createdAt, since)));
      return row?.user;
    },
  };
}
