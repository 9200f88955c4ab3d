import type { FastifyReply } from 'fastify';
import { londonToday } from '#common/calendar-date';
import type { FieldErrors } from '#common/contract/errors';
import { REVIEW_FIELDS, reviewPage, type ReviewPageState, type ReviewValues } from '#server/public-pages/review-page';
import { reviews } from '#common/contract/index';
import { fillPath } from '#common/contract/define-call';
import { recentMonths } from '#server/services/recent-months';
import { firstNameAndInitial, type ReviewLink } from '#server/services/review-writing';
import { PAGE_CACHE, sendPublicPage } from '#server/routes/public/send-page';
import { formText } from '#server/routes/public/form-body';

/** The form's fields as the customer last sent them (empty on the first visit, the name as first name and initial). */
export function reviewValuesOf(body: unknown, link: Extract<ReviewLink, { kind: 'usable' }>): ReviewValues {
  const values = Object.fromEntries(REVIEW_FIELDS.map((name) => [name, formText(body, name, 5000)])) as ReviewValues;
  if (body === undefined) values.reviewer_name = firstNameAndInitial(link.invitation.name);
  return values;
}

/** The page of a review link: its form (with the sentences of a refused post), or why it cannot be used. */
export function sendReviewPage(reply: FastifyReply, token: string, link: ReviewLink, sent?: { body: unknown; errors: FieldErrors }) {
  let state: ReviewPageState;
  if (link.kind !== 'usable') state = link;
  else {
    state = {
      kind: 'form',
      action: fillPath(reviews.writeReview.path, { token }),
      business: link.business,
      values: reviewValuesOf(sent?.body, link),
      errors: sent?.errors ?? {},
      months: recentMonths(londonToday()),
    };
  }
  const status = link.kind === 'expired' ? 404 : sent ? 422 : 200;
  return sendPublicPage(reply.header('Referrer-Policy', 'no-referrer'), reviewPage(state), { status, cache: PAGE_CACHE.never });
}
