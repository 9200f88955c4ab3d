import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { membershipPlan } from './membership-plan';
import { user } from './user';

/** A trader's subscription to a plan; at most one live (trialing or active) per trader. */
export const subscription = pgTable(
  'subscription',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlan.id),
    status: text('status', { enum: ['trialing', 'active', 'cancelled'] }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A change asked for after the free trial, applied on a monthly anniversary as the subscription
     * terms say (3 days' notice): to `scheduled_plan_id`, or to pay as you go when `scheduled_payg`.
     */
    scheduledPlanId: integer('scheduled_plan_id').references(() => membershipPlan.id),
    scheduledPayg: boolean('scheduled_payg').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    scheduledRequestedAt: timestamp('scheduled_requested_at', { withTimezone: true }),
    /** When the "your free month ends soon" e-mail was written to the outbox; set once (decision 089). */
    trialNoticeSentAt: timestamp('trial_notice_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('subscription_trial_notice_due_idx')
      .on(table.trialEndsAt)
      .where(sql`${table.status} = 'trialing' and ${table.trialNoticeSentAt} is null`),
    uniqueIndex('subscription_one_live_per_user')
      .on(table.userId)
      .where(sql`${table.status} in ('trialing', 'active')`),
  ],
);
