import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedJobs } from './jobs';
import { seedOutcodes } from './outcodes';
import { seedPlans } from './plans';
import { seedTrades } from './trades';

export interface SeedOptions {
  /** Also add the rolling demo spread of homeowner jobs. */
  jobs: boolean;
  now?: Date;
}

/** Idempotent: safe on every start; adds only what is missing (and drops demo jobs older than the window). */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  await seedOutcodes(db);
  await seedTrades(db);
  await seedPlans(db);
  if (!options.jobs) return;
  await seedJobs(db, options.now ?? new Date());
  // PGlite has no autovacuum: without a visibility map the estimate cannot use an index-only scan
  await db.execute(sql`vacuum (analyze) job`);
}
