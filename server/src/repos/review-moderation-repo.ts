import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { company, customerReview, customerReviewDecision, reviewInvitation, session, user } from '../db/schema/index';
import type { CustomerReviewRow } from './customer-review-repo';

export interface ModeratedReview {
  review: CustomerReviewRow;
  trader: { id: number; firstName: string; lastName: string; business: string | null };
  signals: { sameAddress: boolean; sameDevice: boolean; reviewsFromAddress: number; emailOnOtherTraders: number };
}

/** A review staff may decide: waiting for its first look, or published and reported by its trader. */
const decidable = or(
  eq(customerReview.status, 'pending'),
  and(eq(customerReview.status, 'published'), isNotNull(customerReview.reportedAt)),
);

/** What staff read and decide about customer reviews (decision 140). */
export function createReviewModerationRepo(db: Executor) {
  return {
    /** Oldest first, with the signals that matter; `reported`: published reviews their traders reported. */
    async list(which: 'pending' | 'reported', tx: Executor = db): Promise<ModeratedReview[]> {
      const traderSession = (
        column: typeof session.ip | typeof session.userAgent,
        value: typeof customerReview.ip | typeof customerReview.userAgent,
      ) => sql<boolean>`exists (select 1 from ${session} where ${session.userId} = ${customerReview.userId} and ${column} = ${value})`;
      const rows = await tx
        .select({
          review: customerReview,
          trader: { id: user.id, firstName: user.firstName, lastName: user.lastName, business: company.name },
          sameAddress: traderSession(session.ip, customerReview.ip),
          sameDevice: traderSession(session.userAgent, customerReview.userAgent),
          reviewsFromAddress: sql<number>`(select count(*) from ${customerReview} as other where other.ip = ${customerReview.ip})::int`,
          emailOnOtherTraders: sql<number>`(select count(distinct ${reviewInvitation.userId}) from ${reviewInvitation}
            where ${reviewInvitation.email} = ${customerReview.reviewerEmail} and ${reviewInvitation.userId} <> ${customerReview.userId})::int`,
        })
        .from(customerReview)
        .innerJoin(user, eq(user.id, customerReview.userId))
        .leftJoin(company, eq(company.userId, customerReview.userId))
        .where(
          which === 'pending'
            ? eq(customerReview.status, 'pending')
            : and(eq(customerReview.status, 'published'), isNotNull(customerReview.reportedAt)),
        )
        .orderBy(asc(customerReview.createdAt), asc(customerReview.id))
        .limit(100);
      return rows.map(({ review, trader, ...signals }) => ({
        review,
        trader,
        signals: { ...signals, sameAddress: Boolean(signals.sameAddress), sameDevice: Boolean(signals.sameDevice) },
      }));
    },
    /**
     * Publishes or rejects a decidable review and writes the audit row, or returns false when it is not decidable
     * (someone decided it first, or there is no such review): one UPDATE decides, so two staff never both do.
     */
    async decide(
      decision: { reviewId: number; staffId: number; outcome: 'published' | 'rejected'; reason: string | null; note: string | null },
      now: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const rejected = decision.outcome === 'rejected';
      const rows = await tx
        .update(customerReview)
        .set({
          status: decision.outcome,
          decidedAt: now,
          reportedAt: null,
          rejectReason: rejected ? decision.reason : null,
          rejectNote: rejected ? decision.note : null,
        })
        .where(and(eq(customerReview.id, decision.reviewId), decidable))
        .returning({ id: customerReview.id });
      if (rows.length === 0) return false;
      await tx.insert(customerReviewDecision).values({
        staffId: decision.staffId,
        reviewId: decision.reviewId,
        decision: decision.outcome,
        reason: decision.reason,
        note: decision.note,
        createdAt: now,
      });
      return true;
    },
  };
}
