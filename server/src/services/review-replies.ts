import type { FastifyInstance } from 'fastify';
import { reviewMessages as m } from '#common/contract/review-texts';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { HttpError, fieldError } from '../lib/http-errors';
import { createCustomerReviewRepo } from '../repos/customer-review-repo';

const NO_SUCH_REVIEW = new HttpError(404, 'not_found', 'We could not find that review.');

/** Why a reply or a report was not written: not the trader's review (404), not published, or done already (422). */
async function refusal(app: FastifyInstance, userId: number, reviewId: number, field: string, doneAlready: string): Promise<Error> {
  const review = await createCustomerReviewRepo(app.db).findOf(userId, reviewId);
  if (!review) return NO_SUCH_REVIEW;
  return fieldError(field, review.status === 'published' ? doneAlready : m.reviewNotPublished);
}

/**
 * The trader's one public reply to a published review of theirs (decision 139): written once, by one UPDATE
 * that only a review with no reply passes, never changed; the trader can never edit or delete the review itself.
 */
export async function replyToReview(app: FastifyInstance, userId: number, reviewId: number, text: string): Promise<void> {
  if (await createCustomerReviewRepo(app.db).reply(userId, reviewId, text, new Date())) return;
  throw await refusal(app, userId, reviewId, 'text', m.replyTwice);
}

/** Asks staff to look at a published review again, once; it stays published until staff decide (decision 140). */
export async function reportReview(app: FastifyInstance, userId: number, reviewId: number): Promise<void> {
  if (await createCustomerReviewRepo(app.db).report(userId, reviewId, new Date())) return;
  throw await refusal(app, userId, reviewId, GENERAL_ERROR_FIELD, m.reportedAlready);
}
