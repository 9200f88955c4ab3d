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
import { lockDataFolder } from './data-folder-lock';
import { keepDrizzleParsers } from './pglite-parsers';
import { prepareNamedStatements } from './pglite-prepared';
import { ResilientPool } from './resilient-pool';
import { countConnectionWrites, countTransactionWrites } from './transaction-writes';
import { countWritesOf, leavesCachedReadsAlone, WriteCounter } from './write-counter';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories take either the database or a transaction, which callers pass in. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Writes sent through this handle so far (decision 051). */
  writes: WriteCounter;
  /**
   * Applies the pending migrations, then runs `afterwards` (the seed) on the same connection. On PostgreSQL
   * both run under one advisory lock, so processes starting together take turns (decision 069).
   */
  migrate: (afterwards?: (db: Database) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

/** The PostgreSQL advisory lock key held while migrating and seeding at start-up (decision 069). */
export const STARTUP_LOCK_KEY = 7_267_069;

/** How long a request waits for a connection (a new one, or a free one of the pool) before it is answered 503. */
/**
 * The embedded database's own page cache. PGlite's memory (WebAssembly) never shrinks, and Postgres's default
 * 128 MB of shared buffers fills as pages are read; the pages it drops stay in the kernel's file cache, which
 * is not the process's memory (bench/RESULTS.md "Server memory").
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

export const CONNECT_TIMEOUT_MS = 5_000;

/** One log line for the idle connections a restart closes together, not one per connection. */
function logLostConnections(): (error: Error) => void {
  let lost = 0;
  return (error) => {
    lost += 1;
    if (lost > 1) return;
    setTimeout(() => {
      console.error(JSON.stringify({ level: 40, msg: 'idle database connections lost', count: lost, err: error.message }));
      lost = 0;
    }, 1_000).unref();
  };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A folder for the embedded database, or `memory://` for a throw-away one. */
  dataDir: string;
  migrationsFolder?: string;
  /** A dump (PGlite's dumpDataDir) for a throw-away embedded database to start from instead of an empty one. */
  loadDataDir?: Blob;
}

/**
 * What the embedded client does beside PGlite's own: named statements go prepared (decision 153), under drizzle's
 * parsers without PGlite's per-statement copy (decision 149), and every write is counted for the kept reads (decisions 051, 151).
 */
function wrapEmbeddedClient(client: PGlite, writes: WriteCounter): void {
  prepareNamedStatements(client);
  keepDrizzleParsers(client);
  countWritesOf(client, 'query', writes, (args) => leavesCachedReadsAlone(args[0]));
  countWritesOf(client, 'exec', writes, (args) => leavesCachedReadsAlone(args[0]));
  countTransactionWrites(client, writes);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const writes = new WriteCounter();
  if (options.databaseUrl) {
    const pool = new ResilientPool({
      connectionString: options.databaseUrl,
      max: 10,
      // while PostgreSQL is unreachable a request fails (503) in seconds rather than waiting for a free connection
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // a connection whose server vanished without closing it is probed after 10 s idle, not the system's 2 hours
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // every statement, pooled or in a transaction, runs on one of the pool's clients
    pool.on('connect', (client) => countConnectionWrites(client, writes));
    // an idle connection closed by the server (restart, failover) must not crash the process
    pool.on('error', logLostConnections());
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      writes,
      migrate: (afterwards) => underStartupLock(pool, migrationsFolder, afterwards),
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  // one process per folder: a second one would write the same files and lose data (decision 069)
  const lock = inMemory ? null : lockDataFolder(options.dataDir);
  const client = await PGlite.create(options.dataDir, {
    extensions: { cube, earthdistance },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  wrapEmbeddedClient(client, writes);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    writes,
    migrate: async (afterwards) => {
      await migratePglite(db as never, { migrationsFolder });
      await afterwards?.(db);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Migrates (and runs `afterwards`) on one connection holding a session advisory lock: the other processes
 * wait in pg_advisory_lock, then find the migrations applied and the seed present. A process that dies
 * while holding it loses its connection, and with it the lock.
 */
async function underStartupLock(pool: pg.Pool, migrationsFolder: string, afterwards?: (db: Database) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      const db = drizzleNodePg(client, { schema }) as unknown as Database;
      await migrateNodePg(db as never, { migrationsFolder });
      await afterwards?.(db);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // a connection whose unlock failed may still hold the lock: end it rather than pool it
    client.release(broken);
  }
}
