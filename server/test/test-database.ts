import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * A fresh, migrated, seeded database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL (dropped again on close). In the API
 * project both start as a copy of the run's template (database-templates.ts); elsewhere they are
 * migrated and seeded here.
 */
export async function openTestDatabase(options: { seedJobs?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject('pgliteTemplateFile');
    const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    return prepare(await openDatabase({ dataDir: 'memory://', loadDataDir }), options);
  }
  const throwaway = await createThrowawayDatabase(serverUrl, inject('postgresTemplateName') || undefined);
  const handle = await prepare(await openDatabase({ databaseUrl: throwaway.url, dataDir: '' }), options);
  return {
    ...handle,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}

/** Migrations and seed run on a copy too: both are idempotent, and a copy finds nothing left to do. */
async function prepare(handle: DatabaseHandle, options: { seedJobs?: boolean }): Promise<DatabaseHandle> {
  await handle.migrate();
  await seedDatabase(handle.db, { jobs: options.seedJobs ?? false });
  return handle;
}
