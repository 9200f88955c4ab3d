import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A parent category: the trade a tradesperson picks (Builder, Plumber…). */
export const trade = pgTable(
  'trade',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [uniqueIndex('trade_slug_unique').on(table.slug)],
);
