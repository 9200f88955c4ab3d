import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the offline outbox "delivered": one row per idempotency key, so a message sent twice (a worker
 * that died mid-send, then another's retry) reaches the local phone or inbox once, as a provider that
 * honours idempotency keys would.
 */
export const messageDelivery = pgTable('message_delivery', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  outboxId: integer('outbox_id'),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  /** How many times a send arrived with this key (more than 1 means a duplicate was held back). */
  attempts: integer('attempts').notNull().default(1),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
});
