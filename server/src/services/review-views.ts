import type { ReviewView } from '#common/contract/calls/reviews';
import type { CustomerReviewRow } from '../repos/customer-review-repo';

/** A review as its trader and staff see it. */
export function reviewViewOf(row: CustomerReviewRow): ReviewView {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    job_month: row.jobMonth,
    reviewer_name: row.reviewerName,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    reply: row.replyText !== null && row.repliedAt !== null ? { text: row.replyText, replied_at: row.repliedAt.toISOString() } : null,
    reported: row.reportedAt !== null,
  };
}

/** An invitation's state: waiting for its review, reviewed, or past its 60 days unused. */
export function invitationStatusOf(row: { usedAt: Date | null; expiresAt: Date }, now = new Date()): 'sent' | 'reviewed' | 'expired' {
  if (row.usedAt !== null) return 'reviewed';
  return row.expiresAt <= now ? 'expired' : 'sent';
}

/** The reviewed trader's name as staff read it; a closed account has none left. */
export function staffTraderName(trader: { id: number; firstName: string; lastName: string }): string {
  return `${trader.firstName} ${trader.lastName}`.trim() || `Closed account ${trader.id}`;
}
