import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { job } from './job';
import { user } from './user';

/** A homeowner's "Request a quote" from a trader's public profile; it also raises a job in the trader's primary trade. */
export const quoteRequest = pgTable(
  'quote_request',
  {
    id: serial('id').primaryKey(),
    traderId: integer('trader_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => job.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode').notNull(),
    description: text('description').notNull(),
    /** Sent while the trader was away (decision 089): the day they are back, when the request is for. */
    afterPauseUntil: date('after_pause_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_request_trader_idx').on(table.traderId, table.createdAt)],
);
