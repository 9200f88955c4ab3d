import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customerReview } from '../db/schema/index';

export type CustomerReviewRow = typeof customerReview.$inferSelect;

/** Reviews of traders, as their traders, staff and the public pages read them (decision 139). */
export function createCustomerReviewRepo(db: Executor) {
  return {
    async insert(row: typeof customerReview.$inferInsert, tx: Executor = db): Promise<CustomerReviewRow> {
      const [inserted] = await tx.insert(customerReview).values(row).returning();
      if (!inserted) throw new Error('inserting a review returned no row');
      return inserted;
    },
    async listOf(userId: number, tx: Executor = db): Promise<CustomerReviewRow[]> {
      return tx
        .select()
        .from(customerReview)
        .where(eq(customerReview.userId, userId))
        .orderBy(desc(customerReview.createdAt), desc(customerReview.id));
    },
    async findOf(userId: number, reviewId: number, tx: Executor = db): Promise<CustomerReviewRow | undefined> {
      const [row] = await tx
        .select()
        .from(customerReview)
        .where(and(eq(customerReview.id, reviewId), eq(customerReview.userId, userId)));
      return row;
    },
    /** The newest published reviews, as a profile shows them (decision 141). */
    async newestPublished(userId: number, limit: number, tx: Executor = db): Promise<CustomerReviewRow[]> {
      return tx
        .select()
        .from(customerReview)
        .where(and(eq(customerReview.userId, userId), eq(customerReview.status, 'published')))
        .orderBy(desc(customerReview.createdAt), desc(customerReview.id))
        .limit(limit);
    },
    /** The published reviews' average rating (null with none) and count. */
    async summaryOf(userId: number, tx: Executor = db): Promise<{ average: number | null; count: number }> {
      const [row] = await tx
        .select({ average: avg(customerReview.rating), count: count() })
        .from(customerReview)
        .where(and(eq(customerReview.userId, userId), eq(customerReview.status, 'published')));
      return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
    },
    /** Writes the trader's one reply, in one statement: false when the review is not theirs, not published or has one. */
    async reply(userId: number, reviewId: number, text: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(customerReview)
        .set({ replyText: text, repliedAt: now })
        .where(
          and(
            eq(customerReview.id, reviewId),
            eq(customerReview.userId, userId),
            eq(customerReview.status, 'published'),
            sql`${customerReview.replyText} is null`,
          ),
        )
        .returning({ id: customerReview.id });
      return rows.length > 0;
    },
    /** Marks a published review for staff to look at again, once: false when it is not the trader's or was reported. */
    async report(userId: number, reviewId: number, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(customerReview)
        .set({ reportedAt: now })
        .where(
          and(
            eq(customerReview.id, reviewId),
            eq(customerReview.userId, userId),
            eq(customerReview.status, 'published'),
            sql`${customerReview.reportedAt} is null`,
          ),
        )
        .returning({ id: customerReview.id });
      return rows.length > 0;
    },
  };
}
