import type { FastifyInstance } from 'fastify';
import type { ReviewInput } from '#common/contract/calls/reviews';
import { reviewMessages as m } from '#common/contract/review-texts';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { HttpError, fieldError } from '../lib/http-errors';
import { reviewReceivedEmail } from '../messages/review-emails';
import { createCustomerReviewRepo } from '../repos/customer-review-repo';
import { createReviewInvitationRepo, type ReviewInvitationRow } from '../repos/review-invitation-repo';
import { reviewTokenHash, wellFormedReviewToken } from './review-links';

/** What a review link opens: the form for its invitation, or why it cannot (decision 139). */
export type ReviewLink = { kind: 'usable'; invitation: ReviewInvitationRow; business: string } | { kind: 'used' } | { kind: 'expired' };

/** Reads the link without using it: opening the page (or a mail scanner fetching it) changes nothing. */
export async function reviewLinkOf(app: FastifyInstance, token: string, now = new Date()): Promise<ReviewLink> {
  if (!wellFormedReviewToken(token)) return { kind: 'expired' };
  const invitations = createReviewInvitationRepo(app.db);
  const invitation = await invitations.findByToken(reviewTokenHash(token));
  if (!invitation) return { kind: 'expired' };
  if (invitation.usedAt !== null) return { kind: 'used' };
  if (invitation.expiresAt <= now) return { kind: 'expired' };
  return { kind: 'usable', invitation, business: (await invitations.businessName(invitation.userId)) ?? 'this tradesperson' };
}

/** "Alex Jones" → "Alex J.": the name a review shows unless its writer chooses another. */
export function firstNameAndInitial(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : (first ?? '');
}

export const LINK_EXPIRED = new HttpError(404, 'review_link_expired', m.linkExpired);

/**
 * Stores the review of a usable link, pending, and uses the link up in the same transaction (one UPDATE that only
 * an unused, unexpired link passes): of parallel posts, one review; the others hear it was written. The customer
 * is told it arrived; that e-mail is dropped, not refused, past the address's cap.
 */
export async function writeReview(
  app: FastifyInstance,
  token: string,
  input: ReviewInput,
  origin: { ip: string; userAgent: string | null },
  now = new Date(),
): Promise<{ business: string }> {
  if (!wellFormedReviewToken(token)) throw LINK_EXPIRED;
  const hash = reviewTokenHash(token);
  return app.db.transaction(async (tx) => {
    const invitations = createReviewInvitationRepo(tx);
    const invitation = await invitations.consume(hash, now);
    if (!invitation) {
      const known = await invitations.findByToken(hash);
      if (known?.usedAt) throw fieldError(GENERAL_ERROR_FIELD, m.linkUsed);
      throw LINK_EXPIRED;
    }
    await createCustomerReviewRepo(tx).insert({
      userId: invitation.userId,
      invitationId: invitation.id,
      rating: input.rating,
      title: input.title,
      text: input.text,
      jobMonth: input.job_month,
      reviewerName: input.reviewer_name,
      reviewerEmail: invitation.email,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
    });
    const business = (await invitations.businessName(invitation.userId)) ?? 'the tradesperson';
    await app.outbox.enqueue(reviewReceivedEmail({ to: invitation.email, businessName: business }), tx, {
      accountId: null,
      pastCap: 'drop',
    });
    return { business };
  });
}
