import type { Database } from '../client';

export interface SeedOptions {
  /** Also add the rolling demo spread of homeowner jobs. */
  jobs: boolean;
  now?: Date;
}

/** Idempotent: safe on every start; adds only what is missing. */
export async function seedDatabase(_db: Database, _options: SeedOptions): Promise<void> {}
