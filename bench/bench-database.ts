import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { seedDatabase } from '../server/src/db/seed/index';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** A fresh, migrated database with the catalogue but no jobs: a temp PGlite folder or a new PG database. */
export async function openBenchDatabase(kind: BenchDatabaseKind, serverUrl: string): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'tradespace-bench-'));
    const handle = await prepare(await openDatabase({ dataDir: dir }));
    return { ...handle, close: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
  }
  const name = `tradespace_bench_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await prepare(await openDatabase({ databaseUrl: url.toString(), dataDir: '' }));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function prepare(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await handle.migrate();
  await seedDatabase(handle.db, { jobs: false });
  return handle;
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

export async function postgresAnswers(serverUrl: string): Promise<boolean> {
  try {
    await adminQuery(serverUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}
