import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { trade } from './trade';
import { user } from './user';

/**
 * Every trade's area as it is in force (decision 087): the saved bases of a trade, or its default
 * base (the work district at `custom_radius` kept within 1–50, else 10 miles) when it has none. Kept
 * by the triggers of migration 0010 from `user_trade`, `user` and `trade_area_base`, and its trader's
 * live state by those of migration 0014 from `user`, `company` and `address` (decision 093); the
 * app never writes it. The directory finds every covering area by (trade, district) in this one table.
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
    /** The trader meets the going-live rule (decision 064) now: published, verified phone, description, work address. */
    live: boolean('live').notNull().default(false),
    /** The trader's `user.paused_until`, for the listing's away-last order (decision 089). */
    pausedUntil: date('paused_until', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tradeId, table.position] }),
    // the directory reads only this index (an index-only scan): the live rows, with all the listing needs of each
    index('trade_area_cover_live_idx')
      .on(table.tradeId, table.outcode, table.radiusMiles, table.userId, table.pausedUntil)
      .where(sql`${table.live}`),
  ],
);
