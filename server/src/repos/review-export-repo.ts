import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customerReview, reviewInvitation } from '../db/schema/index';

/**
 * The trader's invitations and reviews for "Download my data" (decision 139): what the trader gave and what
 * customers wrote about them, never where a customer wrote from (their address and browser are for staff only).
 */
export function createReviewExportRepo(db: Executor) {
  return {
    reviewInvitations(userId: number) {
      return db
        .select({
          name: reviewInvitation.name,
          email: reviewInvitation.email,
          sent_at: reviewInvitation.createdAt,
          expires_at: reviewInvitation.expiresAt,
          used_at: reviewInvitation.usedAt,
        })
        .from(reviewInvitation)
        .where(eq(reviewInvitation.userId, userId))
        .orderBy(asc(reviewInvitation.createdAt), asc(reviewInvitation.id));
    },
    reviews(userId: number) {
      return db
        .select({
          rating: customerReview.rating,
          title: customerReview.title,
          text: customerReview.text,
          job_month: customerReview.jobMonth,
          reviewer_name: customerReview.reviewerName,
          status: customerReview.status,
          written_at: customerReview.createdAt,
          decided_at: customerReview.decidedAt,
          reply: customerReview.replyText,
          replied_at: customerReview.repliedAt,
          reported_at: customerReview.reportedAt,
        })
        .from(customerReview)
        .where(eq(customerReview.userId, userId))
        .orderBy(asc(customerReview.createdAt), asc(customerReview.id));
    },
  };
}
