import { z } from 'zod';
import { londonToday } from '#common/calendar-date';
import { defineCall } from '../define-call';
import { acceptance, rowId } from '../fields';
import { auditPageInput } from './admin';
import { hasWebOrEmailAddress } from '../name-text';
import {
  INVITATIONS_PER_CALL,
  REJECT_NOTE_MAX,
  REJECT_REASONS,
  REPLY_MAX,
  REPLY_MIN,
  REVIEWER_NAME_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  isPastOrThisMonth,
  reviewMessages as m,
} from '../review-texts';

// Customer reviews (decision 139): traders invite past customers, who review through a single-use link; staff
// publish or reject; the trader may reply once or report.

export * from '../review-texts';

const text = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** One customer to invite, as the server checks it; each problem goes under `invitations.N.<field>`. */
export const invitationEntry = z.object({
  name: text(m.inviteeNameMissing, REVIEWER_NAME_MAX, m.inviteeNameTooLong).refine(
    (value) => !hasWebOrEmailAddress(value),
    m.inviteeNameHasAddress,
  ),
  email_address: text(m.inviteeEmailMissing, 254, m.inviteeEmailInvalid).toLowerCase().pipe(z.email(m.inviteeEmailInvalid)),
});

/** The shape only: the entries' own checks name the entry (`invitationEntry`). */
const invitationShape = z.object(
  {
    name: z.string({ error: m.inviteeNameMissing }).max(1000, m.inviteeNameTooLong),
    email_address: z.string({ error: m.inviteeEmailMissing }).max(1000, m.inviteeEmailInvalid),
  },
  { error: m.invitationsMissing },
);

const invitationStatus = z.enum(['sent', 'reviewed', 'expired']);
const reviewStatus = z.enum(['pending', 'published', 'rejected']);

export const sendInvitations = defineCall({
  method: 'POST',
  path: '/v1/account/reviews/invitations',
  auth: 'trader',
  input: z.object({
    invitations: z
      .array(invitationShape, { error: m.invitationsMissing })
      .min(1, m.invitationsMissing)
      .max(INVITATIONS_PER_CALL, m.invitationsTooMany),
  }),
  output: z.object({
    sent: z.number().int(),
    invitations: z.array(z.object({ id: z.number().int(), name: z.string(), email_address: z.string(), status: z.literal('sent') })),
  }),
});

/** A review as its trader and staff see it. */
export const reviewView = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  job_month: z.string(),
  reviewer_name: z.string(),
  status: reviewStatus,
  created_at: z.string(),
  reply: z.object({ text: z.string(), replied_at: z.string() }).nullable(),
  reported: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewView>;

export const accountReviews = defineCall({
  method: 'GET',
  path: '/v1/account/reviews',
  auth: 'trader',
  input: z.object({}),
  output: z.object({
    invitations: z.array(
      z.object({ id: z.number().int(), name: z.string(), email_address: z.string(), status: invitationStatus, sent_at: z.string() }),
    ),
    reviews: z.array(reviewView),
    average: z.number().nullable(),
    count: z.number().int(),
  }),
});

const reviewToken = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });

/** The customer's review through their link; the page's plain form posts the same fields. */
export const reviewInput = z.object({
  rating: z.coerce.number({ error: m.ratingMissing }).int(m.ratingMissing).min(1, m.ratingMissing).max(5, m.ratingMissing),
  title: text(m.titleMissing, REVIEW_TITLE_MAX, m.titleTooLong),
  text: z.string({ error: m.textTooShort }).trim().min(REVIEW_TEXT_MIN, m.textTooShort).max(REVIEW_TEXT_MAX, m.textTooLong),
  job_month: z
    .string({ error: m.jobMonthMissing })
    .trim()
    .min(1, m.jobMonthMissing)
    .refine((value) => /^\d{4}-\d{2}$/.test(value), m.jobMonthMissing)
    .refine((value) => isPastOrThisMonth(value, londonToday()), m.jobMonthFuture),
  reviewer_name: text(m.reviewerNameMissing, REVIEWER_NAME_MAX, m.reviewerNameTooLong).refine(
    (value) => !hasWebOrEmailAddress(value),
    m.reviewerNameHasAddress,
  ),
  declaration: acceptance(m.declarationMissing),
});
export type ReviewInput = z.output<typeof reviewInput>;

export const writeReview = defineCall({
  method: 'POST',
  path: '/v1/reviews/:token',
  params: reviewToken,
  input: reviewInput,
  output: z.object({ success: z.literal(true) }),
});

const reviewId = z.object({ id: rowId });

export const replyToReview = defineCall({
  method: 'POST',
  path: '/v1/account/reviews/:id/reply',
  auth: 'trader',
  params: reviewId,
  input: z.object({ text: z.string({ error: m.replyTooShort }).trim().min(REPLY_MIN, m.replyTooShort).max(REPLY_MAX, m.replyTooLong) }),
  output: z.object({ success: z.literal(true) }),
});

export const reportReview = defineCall({
  method: 'POST',
  path: '/v1/account/reviews/:id/report',
  auth: 'trader',
  params: reviewId,
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});

/** What staff weigh before publishing (decision 140). */
export const reviewSignals = z.object({
  same_address_as_trader: z.boolean(),
  same_device_as_trader: z.boolean(),
  reviews_from_address: z.number().int(),
  email_on_other_traders: z.number().int(),
});

export const adminReviews = defineCall({
  method: 'GET',
  path: '/v1/admin/reviews',
  auth: 'staff',
  input: z.object({ status: z.enum(['pending', 'reported'], { error: m.moderationListUnknown }).default('pending') }),
  output: z.object({
    reviews: z.array(
      reviewView.extend({
        trader: z.object({ id: z.number().int(), name: z.string(), business: z.string().nullable() }),
        reviewer_email: z.string(),
        signals: reviewSignals,
      }),
    ),
  }),
});

export const approveReview = defineCall({
  method: 'POST',
  path: '/v1/admin/reviews/:id/approve',
  auth: 'staff',
  params: reviewId,
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});

export const rejectReview = defineCall({
  method: 'POST',
  path: '/v1/admin/reviews/:id/reject',
  auth: 'staff',
  params: reviewId,
  input: z
    .object({
      reason: z.enum(REJECT_REASONS, { error: m.rejectReasonMissing }),
      note: z.string({ error: m.rejectNoteMissing }).trim().max(REJECT_NOTE_MAX, m.rejectNoteTooLong).optional().nullable(),
    })
    .refine((value) => value.reason !== 'other' || (value.note ?? '') !== '', { message: m.rejectNoteMissing, path: ['note'] }),
  output: z.object({ success: z.literal(true) }),
});

/** The customer reviews' audit list (decision 144): who decided which review, how and why; newest first. */
export const reviewDecisionLog = defineCall({
  method: 'GET',
  path: '/v1/admin/reviews/decisions',
  auth: 'staff',
  input: auditPageInput,
  output: z.object({
    decisions: z.array(
      z.object({
        id: z.number().int(),
        decided_at: z.string(),
        staff_email: z.string(),
        decision: z.enum(['published', 'rejected']),
        reason: z.enum(REJECT_REASONS).nullable(),
        note: z.string().nullable(),
        review: z.object({ id: z.number().int(), title: z.string(), rating: z.number().int() }),
        trader: z.object({ id: z.number().int(), name: z.string() }),
      }),
    ),
    page: z.number().int(),
    next_page: z.number().int().nullable(),
  }),
});
