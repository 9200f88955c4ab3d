import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The verified phones and e-mails of accounts that have had the free month, as keyed hashes only
 * (HMAC-SHA-256 with a key derived from APP_KEY, `lib/trial-contacts.ts`; decision 106). No user id:
 * the row outlives the account, so a new account with the same verified contact gets no second free month.
 */
export const usedTrialContact = pgTable('used_trial_contact', {
  hash: text('hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
