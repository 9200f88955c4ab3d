import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './user';

/** A trader's business (work) or home address: a user's address book holds at most one of each. */
export const address = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['business', 'home'] }).notNull(),
    name: text('name'),
    line1: text('line_1').notNull(),
    line2: text('line_2'),
    postalTown: text('postal_town').notNull(),
    county: text('county'),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    /** Business address only: the trader's home is the same place. */
    homeIsSame: boolean('home_is_same'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('address_user_kind_unique').on(table.userId, table.kind)],
);
