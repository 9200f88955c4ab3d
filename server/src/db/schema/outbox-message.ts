import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);
