import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './user';

/**
 * One visitor of the setup-order experiment (decision 092): the scheme drawn at the first visit,
 * and, once they register, the account. The step masks hold one bit per counted step
 * (common/experiment.ts): set by the first `loaded`, `saved` or `skipped` event, so reloads count once.
 */
export const experimentVisit = pgTable(
  'experiment_visit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The visitor cookie's random value; replaced when the account is closed. */
    visitorKey: text('visitor_key').notNull(),
    scheme: text('scheme').notNull(),
    /** Chosen with `?scheme=` outside production: shown in the report, never counted. */
    forced: boolean('forced').notNull().default(false),
    /** Written by `npm run demo:experiment`, never by a real visit. */
    simulated: boolean('simulated').notNull().default(false),
    /**
     * A simulated visitor's outcomes, one bit per outcome in `outcomeNames` order: the demo makes no accounts,
     * so nothing it writes can reach the directory or the public pages.
     */
    simulatedOutcomes: integer('simulated_outcomes').notNull().default(0),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** The first return between an hour and seven days after registering: the first-week retention. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    reachedSteps: integer('reached_steps').notNull().default(0),
    savedSteps: integer('saved_steps').notNull().default(0),
    skippedSteps: integer('skipped_steps').notNull().default(0),
  },
  (table) => [
    uniqueIndex('experiment_visit_key_unique').on(table.visitorKey),
    uniqueIndex('experiment_visit_user_unique')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
    index('experiment_visit_assigned_idx').on(table.assignedAt),
  ],
);
