import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './user';

/**
 * A limited company's or LLP's number as the company register last answered for it (decision 133):
 * one row while the account has a number to check. `next_check_at` is when the sweep looks again: soon while
 * not yet checked, a month on for a live profile; a sweep holds a row by moving it a few minutes on.
 */
export const companyCheck = pgTable(
  'company_check',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyNumber: text('company_number').notNull(),
    status: text('status', { enum: ['active', 'dissolved', 'not_found', 'not_checked'] }).notNull(),
    companyName: text('company_name'),
    dateOfCreation: date('date_of_creation', { mode: 'string' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_check_next_idx').on(table.nextCheckAt),
    check('company_check_status_known', sql`${table.status} in ('active', 'dissolved', 'not_found', 'not_checked')`),
  ],
);

/** The register's answers for a day, shared by every process (decision 133); only answers, never outages. */
export const companyRegisterReply = pgTable('company_register_reply', {
  companyNumber: text('company_number').primaryKey(),
  found: boolean('found').notNull(),
  companyName: text('company_name'),
  companyStatus: text('company_status'),
  dateOfCreation: date('date_of_creation', { mode: 'string' }),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
