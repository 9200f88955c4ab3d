import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A number a text could not reach: unreachable, unknown, a landline or not a mobile, by the provider's error code
 * (decision 142). Nothing more is texted to it until someone types it again as their number.
 */
export const undeliverablePhone = pgTable('undeliverable_phone', {
  phoneNumber: text('phone_number').primaryKey(),
  errorCode: integer('error_code').notNull(),
  outboxId: integer('outbox_id'),
  flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
});
