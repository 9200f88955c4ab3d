import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One SMS login request: a 4-digit code (stored as an HMAC) texted to a phone number. */
export const smsSignIn = pgTable(
  'sms_login',
  {
    id: serial('id').primaryKey(),
    /** The request's name in URLs and replies: random, 128 bits (decision 102); the row id never leaves the server. */
    token: text('token').notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sessionId: text('session_id'),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedSessionId: text('verified_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_login_phone_created_idx').on(table.phoneNumber, table.createdAt),
    uniqueIndex('sms_login_token_unique').on(table.token),
  ],
);
