import { and, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { company, customerReview, reviewInvitation, user } from '../db/schema/index';

export type ReviewInvitationRow = typeof reviewInvitation.$inferSelect;

/** The invitations of one trader and the link each customer follows (decision 139). */
export function createReviewInvitationRepo(db: Executor) {
  return {
    /**
     * Holds the trader's row until the transaction ends: the counts read after it and the rows written before it
     * ends are one step for parallel requests of the same trader, so a burst passes exactly the limits.
     */
    async lockTrader(userId: number, tx: Executor = db): Promise<void> {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    },
    /** The business name the trader's invitations and reviews are about (null before setup names it). */
    async businessName(userId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx.select({ name: company.name }).from(company).where(eq(company.userId, userId));
      return row?.name ?? null;
    },
    /** How many invitations the trader sent since `since` (null: ever). */
    async countSince(userId: number, since: Date | null, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(reviewInvitation)
        .where(and(eq(reviewInvitation.userId, userId), since ? gte(reviewInvitation.createdAt, since) : undefined));
      return row?.n ?? 0;
    },
    /** Which of `emails` the trader invited since `since`. */
    async invitedSince(userId: number, emails: readonly string[], since: Date, tx: Executor = db): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ email: reviewInvitation.email })
        .from(reviewInvitation)
        .where(
          and(eq(reviewInvitation.userId, userId), inArray(reviewInvitation.email, [...emails]), gte(reviewInvitation.createdAt, since)),
        );
      return new Set(rows.map((row) => row.email));
    },
    async hasPublishedReview(userId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: customerReview.id })
        .from(customerReview)
        .where(and(eq(customerReview.userId, userId), eq(customerReview.status, 'published')))
        .limit(1);
      return row !== undefined;
    },
    async insert(row: typeof reviewInvitation.$inferInsert, tx: Executor = db): Promise<ReviewInvitationRow> {
      const [inserted] = await tx.insert(reviewInvitation).values(row).returning();
      if (!inserted) throw new Error('inserting a review invitation returned no row');
      return inserted;
    },
    /** The trader's invitations, newest first. */
    async listOf(userId: number, tx: Executor = db): Promise<ReviewInvitationRow[]> {
      return tx
        .select()
        .from(reviewInvitation)
        .where(eq(reviewInvitation.userId, userId))
        .orderBy(desc(reviewInvitation.createdAt), desc(reviewInvitation.id));
    },
    /** The invitation of a link, used or not, expired or not (the page says which). */
    async findByToken(tokenHash: string, tx: Executor = db): Promise<ReviewInvitationRow | undefined> {
      const [row] = await tx.select().from(reviewInvitation).where(eq(reviewInvitation.tokenHash, tokenHash));
      return row;
    },
    /** Uses the link once, in one statement: the invitation, or null when it was used, has expired or is unknown. */
    async consume(tokenHash: string, now: Date, tx: Executor = db): Promise<ReviewInvitationRow | null> {
      const [row] = await tx
        .update(reviewInvitation)
        .set({ usedAt: now })
        .where(and(eq(reviewInvitation.tokenHash, tokenHash), gt(reviewInvitation.expiresAt, now), sql`${reviewInvitation.usedAt} is null`))
        .returning();
      return row ?? null;
    },
  };
}
