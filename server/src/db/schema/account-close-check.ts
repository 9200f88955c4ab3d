import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user';

/**
 * The fresh sign-in check before an account is closed (decision 088): an e-mailed code (stored
 * as an HMAC, short-lived, a few tries) or the password, then a proof for this session that lasts a
 * few minutes. Closing spends the proof.
 */
export const accountCloseCheck = pgTable(
  'account_close_check',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The session (SHA-256 of its cookie) the check was made in: the proof is good in it only. */
    sessionId: text('session_id').notNull(),
    method: text('method', { enum: ['code', 'password'] }).notNull(),
    /** Codes only; null for a password check. */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    /** When the code stops working (codes), or the proof (once confirmed). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_close_check_user_created_idx').on(table.userId, table.createdAt)],
);
