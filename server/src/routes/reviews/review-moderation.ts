import type { FastifyInstance } from 'fastify';
import { reviews } from '#common/contract/index';
import { HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createReviewModerationRepo } from '#server/repos/review-moderation-repo';
import { reviewViewOf, staffTraderName } from '#server/services/review-views';

const ALREADY_DECIDED = 'This review has already been decided, or is no longer waiting for a decision.';

/**
 * `/admin/reviews`: staff read pending (or reported) reviews with their signals and publish or reject them, good or
 * bad alike; every decision is an audit row (decision 140). Registered inside the admin scope (staff sessions).
 */
export default async function reviewModerationRoutes(app: FastifyInstance) {
  const moderation = createReviewModerationRepo(app.db);

  registerCall(app, reviews.adminReviews, async ({ input, request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await moderation.list(input.status);
    return {
      reviews: rows.map(({ review, trader, signals }) => ({
        ...reviewViewOf(review),
        trader: {
          id: trader.id,
          name: staffTraderName(trader),
          business: trader.business,
        },
        reviewer_email: review.reviewerEmail,
        signals: {
          same_address_as_trader: signals.sameAddress,
          same_device_as_trader: signals.sameDevice,
          reviews_from_address: signals.reviewsFromAddress,
          email_on_other_traders: signals.emailOnOtherTraders,
        },
      })),
    };
  });

  async function decide(reviewId: number, staffId: number, outcome: 'published' | 'rejected', reason: string | null, note: string | null) {
    const decided = await app.db.transaction((tx) => moderation.decide({ reviewId, staffId, outcome, reason, note }, new Date(), tx));
    if (!decided) throw new HttpError(409, 'already_decided', ALREADY_DECIDED);
    app.log.info({ reviewId, staffId, outcome, reason }, 'a customer review was decided');
    return { success: true as const };
  }

  registerCall(app, reviews.approveReview, async ({ params, request }) =>
    decide(params.id, requireStaff(request).staffId, 'published', null, null),
  );

  registerCall(app, reviews.rejectReview, async ({ params, input, request }) =>
    decide(params.id, requireStaff(request).staffId, 'rejected', input.reason, input.note?.trim() || null),
  );
}
