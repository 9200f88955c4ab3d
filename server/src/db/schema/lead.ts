import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './user';

/** The visitor's draft lead, mirrored server-side. */
export const lead = pgTable(
  'lead',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    formId: text('form_id'),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    postcode: text('postcode').notNull(),
    trades: integer('trades').array().notNull(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_session_idx').on(table.sessionId), index('lead_email_idx').on(table.email)],
);
