import { bigserial, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { category } from './category';
import { trade } from './trade';

/** A homeowner job: what the jobs estimate counts. */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tradeId: integer('trade_id')
      .notNull()
      .references(() => trade.id),
    categoryId: integer('category_id').references(() => category.id),
    outcode: text('outcode').notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    source: text('source', { enum: ['seed', 'quote'] })
      .notNull()
      .default('seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the estimate counts one trade, a handful of districts and one week by category: all four in one index, which the
  // count reads alone (decision 150)
  (table) => [index('job_trade_outcode_created_category_idx').on(table.tradeId, table.outcode, table.createdAt, table.categoryId)],
);
