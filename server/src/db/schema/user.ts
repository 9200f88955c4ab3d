import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const user = pgTable(
  'user',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    /**
     * Set by migration 0007 on accounts that already shared their phone with an older account when
     * phones became unique: they keep working (the SMS sign-in lists them), new ones cannot share.
     */
    phoneSharedLegacy: boolean('phone_shared_legacy').notNull().default(false),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /**
     * A number this account typed that another account verified first (decision 101): the claim was released
     * (the number on file cleared) and the verify-phone step asks for the trader's own. Cleared by a new number.
     */
    phoneReleasedNumber: text('phone_released_number'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When the reader of this address took it back because they did not start this account (decision 113): the
     * account keeps its rows but no longer holds the address (nobody signs in to it with the address, nothing is
     * e-mailed to it), and the address is free for an account of the reader's own.
     */
    emailReleasedAt: timestamp('email_released_at', { withTimezone: true }),
    postcode: text('postcode'),
    /** Storage key of the re-encoded profile picture (null: the default placeholder). */
    picture: text('picture'),
    pictureThumbnail: text('picture_thumbnail'),
    membershipStatus: text('membership_status', { enum: ['PICK_SUB', 'PICKED', 'PAYG'] })
      .notNull()
      .default('PICK_SUB'),
    membershipPlanId: integer('membership_plan_id'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    setupMembershipSkip: boolean('setup_membership_skip').notNull().default(false),
    creditCash: integer('credit_cash').notNull().default(0),
    creditDiscounts: integer('credit_discounts').notNull().default(0),
    outstanding: integer('outstanding').notNull().default(0),
    customRadius: integer('custom_radius'),
    /** Gas Safe registration number as last submitted (digits only). */
    gasNumber: text('gas_number'),
    /** none → provided (waiting for review, `gas_checking`) → verified; a rejection returns it to none. */
    gasStatus: text('gas_status', { enum: ['none', 'provided', 'verified'] })
      .notNull()
      .default('none'),
    /** none → provided (certificate waiting for review) → verified; a rejection returns it to none. */
    electricStatus: text('electric_status', { enum: ['none', 'provided', 'verified'] })
      .notNull()
      .default('none'),
    apiTokenHash: text('api_token_hash'),
    /** Away mode (decision 089): no new work before this London date, the first day back; past dates mean available. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** The setup order this account meets on every device (decision 092): its visit's scheme at registration. */
    orderingScheme: text('ordering_scheme'),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // one account holds an address at a time; an address given back by its reader is held by none (decision 113)
    uniqueIndex('user_email_held_unique')
      .on(table.email)
      .where(sql`${table.emailReleasedAt} is null`),
    index('user_phone_number_idx').on(table.phoneNumber),
    // a verified number belongs to one account (E.164, decision 101): typed numbers are claims, and many may
    // hold one unverified; the first to verify it owns it
    uniqueIndex('user_phone_verified_unique')
      .on(table.phoneNumber)
      .where(sql`${table.phoneNumber} is not null and ${table.phoneVerifiedAt} is not null and not ${table.phoneSharedLegacy}`),
    uniqueIndex('user_api_token_unique')
      .on(table.apiTokenHash)
      .where(sql`${table.apiTokenHash} is not null`),
  ],
);
