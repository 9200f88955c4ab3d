import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';

/**
 * A fresh, migrated, seeded database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(options: { seedJobs?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return prepare(await openDatabase({ dataDir: 'memory://' }), options);

  const name = `tradespace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await prepare(await openDatabase({ databaseUrl: url.toString(), dataDir: '' }), options);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function prepare(handle: DatabaseHandle, options: { seedJobs?: boolean }): Promise<DatabaseHandle> {
  await handle.migrate();
  await seedDatabase(handle.db, { jobs: options.seedJobs ?? false });
  return handle;
}
