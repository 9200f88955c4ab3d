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

  const throwaway = await createThrowawayDatabase(serverUrl);
  const handle = await prepare(await openDatabase({ databaseUrl: throwaway.url, dataDir: '' }), options);
  return {
    ...handle,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl`: its url, and `drop()` to remove it. */
export async function createThrowawayDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tradespace_test_${randomBytes(6).toString('hex')}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function prepare(handle: DatabaseHandle, options: { seedJobs?: boolean }): Promise<DatabaseHandle> {
  await handle.migrate();
  await seedDatabase(handle.db, { jobs: options.seedJobs ?? false });
  return handle;
}
