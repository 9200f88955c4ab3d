import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { signInLink, user } from '../db/schema/index';

export type StoredLinkPurpose = (typeof signInLink.$inferInsert)['purpose'] & string;

/**
 * A link that would be used now: this token and purpose, unexpired, unused, for an account that still holds its
 * address (decision 113).
 */
function usable(tokenHash: string, purpose: StoredLinkPurpose, now: Date) {
  return and(
    eq(signInLink.tokenHash, tokenHash),
    eq(signInLink.purpose, purpose),
    gt(signInLink.expiresAt, now),
    sql`${signInLink.usedAt} is null`,
    sql`exists (select 1 from ${user} where ${user.id} = ${signInLink.userId} and ${user.emailReleasedAt} is null)`,
  );
}

export function createSignInLinkRepo(db: Executor) {
  return {
    async insert(row: typeof signInLink.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(signInLink).values(row);
    },
    /** Uses the link once: the user id, or null when it is not usable (unknown, expired, used, another purpose…). */
    async consume(tokenHash: string, now = new Date(), tx: Executor = db, purpose: StoredLinkPurpose = 'sign-in'): Promise<number | null> {
      const [row] = await tx
        .update(signInLink)
        .set({ usedAt: now })
        .where(usable(tokenHash, purpose, now))
        .returning({ userId: signInLink.userId });
      return row?.userId ?? null;
    },
    /** Whether a link would be used now: the page before the press shows it, and uses nothing. */
    async isUsable(tokenHash: string, purpose: StoredLinkPurpose, now = new Date(), tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: signInLink.id })
        .from(signInLink)
        .where(usable(tokenHash, purpose, now));
      return row !== undefined;
    },
    /** Every unused link of an account stops working (it gave its address back). */
    async dropUnusedOf(userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(signInLink).where(and(eq(signInLink.userId, userId), sql`${signInLink.usedAt} is null`));
    },
  };
}
