import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { trade } from './trade';
import { user } from './user';

/**
 * One base of a trader's service area for one trade (decision 087): a postcode and a radius.
 * Position 0 is the main base; up to 3 more. A trade with no rows has the default area (the work
 * postcode at the account's radius), worked out when read, never stored.
 */
export const tradeAreaBase = pgTable(
  'trade_area_base',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trade.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** As typed and normalised ("RG1 1AA"), or a district alone ("RG1"). */
    postcode: text('postcode').notNull(),
    /** The postcode district whose centroid is the base's centre (an `outcode` row). */
    outcode: text('outcode').notNull(),
    radiusMiles: integer('radius_miles').notNull(),
  },
  // the directory reads `trade_area_cover`, which the database keeps from these rows
  (table) => [primaryKey({ columns: [table.userId, table.tradeId, table.position] })],
);
