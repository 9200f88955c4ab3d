import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { trade } from './trade';

/** A child category of a trade ("Boiler Installation" under Heating Engineer). */
export const category = pgTable(
  'category',
  {
    id: serial('id').primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trade.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [uniqueIndex('category_slug_unique').on(table.slug), index('category_trade_idx').on(table.tradeId)],
);
