import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './user';

/**
 * A trader's identity check (decision 137): the provider's verification session now standing, its state as the
 * signed webhook last told it, and once verified the name on the document and the date. Never a document or selfie.
 */
export const identityCheck = pgTable(
  'identity_check',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The provider's VerificationSession id: a new start replaces it, and events of an older one are ignored. */
    sessionId: text('session_id').notNull(),
    /** Stripe's states; `processing` also while staff compare a name that differs (decision 138). */
    status: text('status', { enum: ['processing', 'verified', 'requires_input', 'canceled'] }).notNull(),
    lastErrorCode: text('last_error_code'),
    /** The sentence the trader reads about the last failure (a reviewer's reason for a name refused). */
    lastErrorReason: text('last_error_reason'),
    verifiedFirstName: text('verified_first_name'),
    verifiedLastName: text('verified_last_name'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the newest event applied was created at the provider: an older one arriving late changes nothing. */
    eventAt: timestamp('event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identity_check_session_unique').on(table.sessionId)],
);

/** Every signed provider event handled once: a replayed event id finds its row and changes nothing. */
export const stripeEvent = pgTable('stripe_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local stand-in's own record of a verification session, as Stripe's servers would keep it (decision 137):
 * the account's name it was started for, what the tester chose on the stand-in page and the name "read" then.
 */
export const localIdentitySession = pgTable('local_identity_session', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  status: text('status', { enum: ['requires_input', 'processing', 'verified', 'canceled'] })
    .notNull()
    .default('requires_input'),
  lastErrorCode: text('last_error_code'),
  verifiedFirstName: text('verified_first_name'),
  verifiedLastName: text('verified_last_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
