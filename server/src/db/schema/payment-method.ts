import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './user';

/** A saved card: only the provider's reference and what may be shown (brand, last 4, expiry). */
export const paymentMethod = pgTable(
  'payment_method',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    primary: boolean('primary').notNull().default(false),
    nameOnCard: text('name_on_card').notNull(),
    line1: text('line_1').notNull(),
    line2: text('line_2'),
    postalTown: text('postal_town').notNull(),
    county: text('county'),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    /** The provider's fingerprint of the card number (same number, same fingerprint): one card is saved once (decision 115). */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_method_user_idx').on(table.userId),
    uniqueIndex('payment_method_one_primary')
      .on(table.userId)
      .where(sql`${table.primary}`),
    uniqueIndex('payment_method_provider_unique').on(table.provider, table.providerMethodId),
  ],
);
