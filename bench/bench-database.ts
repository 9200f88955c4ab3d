import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { seedDatabase } from '../server/src/db/seed/index';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** The PostgreSQL server the benchmarks create their throw-away databases on. */
export const benchPostgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A throw-away database: a temp PGlite folder or a new database on the PostgreSQL server. */
export interface BenchDatabaseTarget {
  kind: BenchDatabaseKind;
  /** What the built server needs to open it (DATA_DIR or DATABASE_URL). */
  serverEnv: Record<string, string>;
  /** Opens it in this process (PGlite: only while no server process holds the folder). */
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}

export async function createBenchDatabase(kind: BenchDatabaseKind, serverUrl = benchPostgresUrl): Promise<BenchDatabaseTarget> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'tradespace-bench-'));
    return {
      kind,
      serverEnv: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `tradespace_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    serverEnv: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Migrates and seeds the catalogue (and, when asked, the ~100,000 demo jobs). */
export async function prepareBenchDatabase(handle: DatabaseHandle, options: { demoJobs: boolean }): Promise<DatabaseHandle> {
  await handle.migrate();
  await seedDatabase(handle.db, { jobs: options.demoJobs });
  return handle;
}

/** A fresh, migrated database with the catalogue but no jobs, dropped again on close. */
export async function openBenchDatabase(kind: BenchDatabaseKind, serverUrl = benchPostgresUrl): Promise<DatabaseHandle> {
  const target = await createBenchDatabase(kind, serverUrl);
  const handle = await prepareBenchDatabase(await target.open(), { demoJobs: false });
  return { ...handle, close: async () => (await handle.close(), await target.drop()) };
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(serverUrl = benchPostgresUrl): Promise<boolean> {
  try {
    await adminQuery(serverUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}
