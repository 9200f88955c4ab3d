import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customerReview, customerReviewDecision, staffMember, user } from '../db/schema/index';

export interface CustomerReviewAuditRow {
  decision: typeof customerReviewDecision.$inferSelect;
  staffEmail: string;
  review: { id: number; title: string; rating: number };
  trader: { id: number; firstName: string; lastName: string };
}

/** The customer reviews' audit rows (written by the moderation repo in the decision's transaction); read only here. */
export function createCustomerReviewDecisionRepo(db: Executor) {
  return {
    /** Newest first; `limit + 1` rows tell the caller whether another page follows. */
    async list(options: { limit: number; offset: number }, tx: Executor = db): Promise<CustomerReviewAuditRow[]> {
      return tx
        .select({
          decision: customerReviewDecision,
          staffEmail: staffMember.email,
          review: { id: customerReview.id, title: customerReview.title, rating: customerReview.rating },
          trader: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        })
        .from(customerReviewDecision)
        .innerJoin(staffMember, eq(staffMember.id, customerReviewDecision.staffId))
        .innerJoin(customerReview, eq(customerReview.id, customerReviewDecision.reviewId))
        .innerJoin(user, eq(user.id, customerReview.userId))
        .orderBy(desc(customerReviewDecision.createdAt), desc(customerReviewDecision.id))
        .limit(options.limit)
        .offset(options.offset);
    },
  };
}
