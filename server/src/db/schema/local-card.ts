import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The local test-mode card provider's stand-in for Stripe's servers (decision 028), kept in the
// database so every process of the app sees the same setup intents and bank checks. Never a card
// number or security code: the test outcome stands in for the number.

/** A tokenised card: what Stripe would keep as a payment method. */
export const localCard = pgTable('local_card', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  billing: jsonb('billing').notNull(),
  /** What confirming a setup intent with this card does (succeed, ask for 3-D Secure, decline). */
  outcome: jsonb('outcome').notNull(),
  /** Stripe's card fingerprint: a keyed hash of the number, the same for the same number (decision 115). */
  fingerprint: text('fingerprint'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A one-off card token (the TOKEN method), used once to name a payment method. */
export const localCardToken = pgTable('local_card_token', {
  id: text('id').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A setup intent and, while a 3-D Secure check is open, its bank page's id. */
export const localSetupIntent = pgTable(
  'local_setup_intent',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status').notNull(),
    paymentMethodId: text('payment_method_id'),
    /** `{ code, declineCode, message }` of the last failed attempt, or null. */
    error: jsonb('error'),
    challengeId: text('challenge_id').unique(),
    returnUrl: text('return_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('local_setup_intent_created_idx').on(table.createdAt)],
);
