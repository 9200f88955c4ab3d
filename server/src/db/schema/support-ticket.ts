import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './user';

/** The last error a person met, attached to their ticket by the page (code, URL, time). */
export interface TicketLastError {
  code: number | null;
  url: string | null;
  at: string | null;
}

/** A support ticket from /contact-us/ticket, acknowledged by e-mail with its reference; staff see it in /admin. */
export const supportTicket = pgTable(
  'support_ticket',
  {
    id: serial('id').primaryKey(),
    /** What the person quotes to staff, e.g. TS-7K2M9Q. */
    reference: text('reference').notNull(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    lastError: jsonb('last_error').$type<TicketLastError>(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('support_ticket_reference_unique').on(table.reference),
    index('support_ticket_status_created_idx').on(table.status, table.createdAt),
  ],
);
