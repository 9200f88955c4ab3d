import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { trade } from './trade';
import { user } from './user';

/** A trader's chosen trades; position 0 is the primary trade. */
export const userTrade = pgTable(
  'user_trade',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trade.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tradeId] })],
);
