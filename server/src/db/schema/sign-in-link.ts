import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './user';

/** A one-click link e-mailed to an account's address: single use, short-lived, only its SHA-256 is stored. */
export const signInLink = pgTable(
  'login_link',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** `sign-in`: opening it signs in; `release`: "This is not my account" beside it (decision 113). */
    purpose: text('purpose', { enum: ['sign-in', 'release'] })
      .notNull()
      .default('sign-in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('login_link_token_unique').on(table.tokenHash), index('login_link_user_idx').on(table.userId)],
);
