import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user';

/** One attempt to add a card (a setup intent at the provider), polled by the browser. */
export const cardSetup = pgTable(
  'card_setup',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    uniqueId: text('unique_id').notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerIntentId: text('provider_intent_id').notNull(),
    status: text('status', {
      enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'failed'],
    }).notNull(),
    lastError: text('last_error'),
    pings: integer('pings').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_setup_user_idx').on(table.userId, table.createdAt)],
);
