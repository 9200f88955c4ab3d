import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './user';

export const company = pgTable(
  'company',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    businessType: integer('business_type'),
    employees: integer('employees'),
    companyNumber: text('company_number'),
    website: text('website'),
    activeSince: integer('active_since'),
    /** The public profile's readable address, `/t/{url}`: set once when the profile is published, never changed. */
    url: text('url'),
    /** When setup was completed and the profile page and directory entry went live. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('company_url_unique').on(table.url)],
);
