import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { countWritesOf, isPlainRead, WriteCounter } from './write-counter';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either the database or a transaction (STYLE habit 11). */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Writes sent through this handle so far (docs/decisions/051-read-cache.md). */
  writes: WriteCounter;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A folder for the embedded database, or `memory://` for a throw-away one. */
  dataDir: string;
  migrationsFolder?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const writes = new WriteCounter();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // every statement, pooled or in a transaction, runs on one of the pool's clients
    pool.on('connect', (client) => countWritesOf(client, 'query', writes, (args) => isPlainRead(args[0])));
    // an idle connection closed by the server (restart, failover) must not crash the process
    pool.on('error', (error) => console.error(JSON.stringify({ level: 50, msg: 'idle database connection lost', err: error.message })));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      writes,
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { cube, earthdistance } });
  countWritesOf(client, 'query', writes, (args) => isPlainRead(args[0]));
  countWritesOf(client, 'exec', writes, (args) => isPlainRead(args[0]));
  countWritesOf(client, 'transaction', writes, () => false);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    writes,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
