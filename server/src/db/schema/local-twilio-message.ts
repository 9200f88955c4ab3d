import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the local stand-in for Twilio's Messages API (routes/local-twilio, decision 142) was asked to send
 * and what it answered: a refused request (`refused`, no sid) or a message with its delivery status.
 */
export const localTwilioMessage = pgTable(
  'local_twilio_message',
  {
    id: serial('id').primaryKey(),
    sid: text('sid').unique(),
    toNumber: text('to_number').notNull(),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    errorCode: integer('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('local_twilio_message_to_idx').on(table.toNumber, table.id)],
);
