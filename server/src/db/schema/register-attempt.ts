import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user';

/**
 * A sign-up and the idempotency key its page sent (stored as a SHA-256 hash): a retry after a dropped
 * connection, with the same key, answers the same account instead of "already taken".
 */
export const registerAttempt = pgTable('register_attempt', {
  keyHash: text('key_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
