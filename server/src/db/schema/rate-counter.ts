import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One fixed window of one limit (decision 053): `key` names the limit and what it
 * counts (e.g. `sms:number:+447700900123`), `window_start` the window. The count is raised and checked
 * in one statement, so a burst of parallel requests can never pass more than the limit.
 */
export const rateCounter = pgTable(
  'rate_counter',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('rate_counter_expires_idx').on(table.expiresAt)],
);
