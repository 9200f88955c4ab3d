import type { FastifyInstance } from 'fastify';
import { reviews } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCustomerReviewRepo } from '#server/repos/customer-review-repo';
import { createReviewInvitationRepo } from '#server/repos/review-invitation-repo';
import { sendReviewInvitations } from '#server/services/review-invitations';
import { replyToReview, reportReview } from '#server/services/review-replies';
import { invitationStatusOf, reviewViewOf } from '#server/services/review-views';

/** "Ask for reviews" in /my-account: invite past customers, see the invitations and the reviews (decision 139). */
export default async function accountReviewRoutes(app: FastifyInstance) {
  registerCall(app, reviews.sendInvitations, async ({ input, request }) => {
    const userId = requireUser(request);
    const reply = await sendReviewInvitations(app, userId, input.invitations);
    request.log.info({ sent: reply.sent }, 'review invitations sent');
    return reply;
  });

  registerCall(app, reviews.accountReviews, async ({ request }) => {
    const userId = requireUser(request);
    const now = new Date();
    const [invitations, rows, summary] = await Promise.all([
      createReviewInvitationRepo(app.db).listOf(userId),
      createCustomerReviewRepo(app.db).listOf(userId),
      createCustomerReviewRepo(app.db).summaryOf(userId),
    ]);
    return {
      invitations: invitations.map((row) => ({
        id: row.id,
        name: row.name,
        email_address: row.email,
        status: invitationStatusOf(row, now),
        sent_at: row.createdAt.toISOString(),
      })),
      reviews: rows.map(reviewViewOf),
      average: summary.average === null ? null : Math.round(summary.average * 10) / 10,
      count: summary.count,
    };
  });

  registerCall(app, reviews.replyToReview, async ({ params, input, request }) => {
    await replyToReview(app, requireUser(request), params.id, input.text);
    return { success: true as const };
  });

  registerCall(app, reviews.reportReview, async ({ params, request }) => {
    await reportReview(app, requireUser(request), params.id);
    request.log.info({ reviewId: params.id }, 'a trader reported a review for staff to look at again');
    return { success: true as const };
  });
}
