import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The delivery statuses Twilio's receipts report, in the order a message goes through them. */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Durable outbox: written in the same transaction as the action, delivered by a worker. */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Handed to the SMS and e-mail adapters, so a message sent twice after a crash arrives once. */
    idempotencyKey: text('idempotency_key')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    /** The worker (process) holding the lease while it sends; null when nobody does. */
    claimedBy: text('claimed_by'),
    /** The provider's id for the message (Twilio's `SM…` sid), once it accepted it. */
    providerMessageId: text('provider_message_id'),
    /** What the provider's delivery receipts last said (decision 142); null before the first. */
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }),
    /** Orders the statuses, so a replayed or late receipt never moves the row back. */
    deliveryRank: integer('delivery_rank').notNull().default(0),
    /** The provider's error code of a failed delivery (Twilio's 30003 …). */
    deliveryErrorCode: integer('delivery_error_code'),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_pending_idx').on(table.status, table.nextAttemptAt),
    index('outbox_delivery_failed_idx')
      .on(table.deliveryUpdatedAt)
      .where(sql`${table.deliveryStatus} IN ('undelivered', 'failed')`),
  ],
);
