import { date, pgTable } from 'drizzle-orm/pg-core';

/** Days whose demo homeowner jobs have been seeded, so the rolling seed adds each day once. */
export const seedDay = pgTable('seed_day', {
  day: date('day').primaryKey(),
});
