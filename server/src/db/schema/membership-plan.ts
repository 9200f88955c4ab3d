import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A monthly subscription plan (offered on the membership step); costs in pence, before VAT. */
export const membershipPlan = pgTable(
  'membership_plan',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    credits: integer('credits').notNull(),
    categories: integer('categories').notNull(),
    costPence: integer('cost_pence').notNull(),
    mostPopular: boolean('most_popular').notNull().default(false),
    promotionType: text('promotion_type', { enum: ['FREE_TRIAL'] }),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('membership_plan_slug_unique').on(table.slug)],
);
