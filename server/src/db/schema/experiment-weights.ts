import { integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { staffMember } from './staff-member';

/** Every setting of the scheme weights, the newest in force: the audit of who changed them when. */
export const experimentWeights = pgTable('experiment_weights', {
  id: serial('id').primaryKey(),
  original: integer('original').notNull(),
  reorderedV1412: integer('reordered_v1412').notNull(),
  reorderedV1612: integer('reordered_v1612').notNull(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffMember.id),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
