import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Something staff must look at (shown in /admin): a spent SMS budget, accounts that shared a phone
 * before phones were made unique. `dedupe_key` keeps one row per occurrence (e.g. per budget hour).
 */
export const staffAlert = pgTable(
  'staff_alert',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_alert_dedupe_unique').on(table.dedupeKey)],
);
