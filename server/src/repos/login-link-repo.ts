import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginLink } from '../db/schema/index';

export function createLoginLinkRepo(db: Executor) {
  return {
    async insert(row: typeof loginLink.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(loginLink).values(row);
    },
    /** Uses the link once: the user id, or null when unknown, expired or already used. */
    async consume(tokenHash: string, now = new Date(), tx: Executor = db): Promise<number | null> {
      const [row] = await tx
        .update(loginLink)
        .set({ usedAt: now })
        .where(and(eq(loginLink.tokenHash, tokenHash), gt(loginLink.expiresAt, now), sql`${loginLink.usedAt} is null`))
        .returning({ userId: loginLink.userId });
      return row?.userId ?? null;
    },
  };
}
