import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMember } from './staff-member';
import { user } from './user';
import { verificationRequest } from './verification-request';

/** The audit log of the review back office: who decided what, when and why. Rows are never updated. */
export const reviewDecision = pgTable(
  'review_decision',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMember.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => verificationRequest.id),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['gas', 'electric', 'insurance', 'identity'] }).notNull(),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_decision_created_idx').on(table.createdAt)],
);
