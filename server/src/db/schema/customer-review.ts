import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffMember } from './staff-member';
import { user } from './user';

/**
 * A trader's request to a past customer to review them (decision 139): the e-mailed link's token is stored as
 * its SHA-256 only, usable once (`used_at`) until `expires_at`.
 */
export const reviewInvitation = pgTable(
  'review_invitation',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased, so "invited in the last 90 days" and "seen on other traders" compare addresses, not spellings. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_invitation_token_unique').on(table.tokenHash),
    index('review_invitation_user_created_idx').on(table.userId, table.createdAt),
    index('review_invitation_email_idx').on(table.email),
  ],
);

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type CustomerReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A customer's review of a trader, written through one invitation; public only once staff publish it. */
export const customerReview = pgTable(
  'customer_review',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => reviewInvitation.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The month the job was done, `YYYY-MM`. */
    jobMonth: text('job_month').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    /** The invited address the review came through (never published). */
    reviewerEmail: text('reviewer_email').notNull(),
    /** Where it was written from, for the moderation signals only (never published). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The trader asked staff to look at a published review again. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_review_invitation_unique').on(table.invitationId),
    index('customer_review_user_status_idx').on(table.userId, table.status),
    index('customer_review_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** The audit log of review moderation: who published or rejected which review, and why. Rows are never updated. */
export const customerReviewDecision = pgTable(
  'customer_review_decision',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMember.id),
    reviewId: integer('review_id')
      .notNull()
      .references(() => customerReview.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['published', 'rejected'] }).notNull(),
    reason: text('reason'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_review_decision_created_idx').on(table.createdAt)],
);
