import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { trade } from './trade';
import { user } from './user';

/**
 * Every trade's area as it is in force (docs/decisions/087): the saved bases of a trade, or its default
 * base (the work district at `custom_radius` kept within 1–50, else 10 miles) when it has none. Kept
 * by the triggers of migration 0010 from `user_trade`, `user` and `trade_area_base`; the app never
 * writes it. The directory finds every covering area by (trade, district) in this one table.
 */
export const tradeAreaCover = pgTable(
  'trade_area_cover',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trade.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    outcode: text('outcode').notNull(),
    radiusMiles: integer('radius_miles').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tradeId, table.position] }),
    // the directory reads only this index (an index-only scan): trade, district, then what it needs of each base
    index('trade_area_cover_trade_outcode_idx').on(table.tradeId, table.outcode, table.radiusMiles, table.userId),
  ],
);
