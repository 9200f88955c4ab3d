import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A closed account, for the staff audit log (decision 088): the anonymised account's id, when,
 * and what was kept and why. No personal data: the user row it names holds none any more.
 */
export const closedAccount = pgTable(
  'account_closure',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What stayed and the reason, e.g. `[{ what: 'subscriptions', reason: '…' }]`. */
    kept: jsonb('kept').$type<{ what: string; reason: string }[]>().notNull(),
  },
  (table) => [uniqueIndex('account_closure_user_unique').on(table.userId)],
);
