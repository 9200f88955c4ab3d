import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { createThrowawayDatabase } from '#server-test/throwaway-database';
import { SESSION_COOKIE } from '../plugins/sessions';
import { MIGRATIONS_FOLDER, openDatabase } from './client';
import { LOCK_FILE_NAME } from './data-folder-lock';
import { session, trade } from './schema/index';
import { TRADE_CATALOGUE } from './seed/trade-catalogue';
import { freePort } from '#server-test/free-port';

// Real server processes started together (decision 069): on an empty PostgreSQL
// database they take turns migrating and seeding; on one embedded folder the second is refused.

interface ServerProcess {
  child: ChildProcess;
  port: number;
  stderr: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

async function startServer(database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: { ...inherited, ...database, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_JOBS: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, stderr: () => stderr, exited };
}

async function healthy(server: ServerProcess): Promise<boolean> {
  try {
    const reply = await fetch(`http://127.0.0.1:${server.port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return reply.status === 200;
  } catch {
    return false;
  }
}

/** Polls /healthz until it answers 200 (true) or the process ends first (false). */
async function becomesHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<boolean> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended) {
    if (await healthy(server)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function stop(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

describe.skipIf(!process.env.DATABASE_URL)('several processes started together on an empty PostgreSQL database', () => {
  test('all of them start, and each migration is applied once', async () => {
    const serverUrl = process.env.DATABASE_URL ?? '';
    const throwaway = await createThrowawayDatabase(serverUrl);
    const servers: ServerProcess[] = [];
    const started = Date.now();
    try {
      servers.push(...(await Promise.all([1, 2, 3].map(() => startServer({ DATABASE_URL: throwaway.url })))));
      const results = await Promise.all(servers.map((server) => becomesHealthy(server)));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`processes started: ${servers.length}, healthy: ${results.filter(Boolean).length}, time: ${seconds} s`);
      expect(servers.map((server, index) => (results[index] ? 'healthy' : server.stderr().trim() || 'no answer'))).toEqual([
        'healthy',
        'healthy',
        'healthy',
      ]);

      const database = new pg.Client({ connectionString: throwaway.url });
      await database.connect();
      try {
        const applied = await database.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
        const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.hash);
        expect(applied.rows.map((row) => row.hash).sort()).toEqual([...expected].sort());
        const trades = await database.query<{ n: string }>('select count(*) as n from trade');
        expect(Number(trades.rows[0]?.n)).toBe(TRADE_CATALOGUE.length);
      } finally {
        await database.end();
      }
    } finally {
      await Promise.all(servers.map(stop));
      await throwaway.drop();
    }
  }, 150_000);
});

describe.skipIf(!!process.env.DATABASE_URL)('a second process on one embedded database folder', () => {
  test('is refused with a sentence naming the folder, while the first keeps serving and keeps its data', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'tradespace-startup-lock-'));
    const dataDir = join(parent, 'data');
    const started = Date.now();
    let first: ServerProcess | undefined;
    try {
      first = await startServer({ DATA_DIR: dataDir });
      expect(await becomesHealthy(first), first.stderr()).toBe(true);
      // a visit writes a session row through the first process
      const visit = await fetch(`http://127.0.0.1:${first.port}/`);
      expect(visit.status).toBe(200);
      expect(visit.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);

      const second = await startServer({ DATA_DIR: dataDir });
      const code = await second.exited;
      const firstStillHealthy = await healthy(first);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`processes started: 2, healthy: ${firstStillHealthy ? 1 : 0}, refused: ${code === 0 ? 0 : 1}, time: ${seconds} s`);
      expect(code).toBe(1);
      expect(second.stderr()).toBe(
        `Tradespace cannot start. The embedded database in ${dataDir} is already in use by another Tradespace ` +
          `process (pid ${first.child.pid}). Stop it, or run several processes on one PostgreSQL server with DATABASE_URL.\n`,
      );
      expect(firstStillHealthy).toBe(true);

      expect(await stop(first)).toBe(0);
      // the lock went with the first process, and its row is in the folder
      const handle = await openDatabase({ dataDir });
      try {
        const [sessions] = await handle.db.select({ n: count() }).from(session);
        expect(sessions?.n).toBe(1);
        const [trades] = await handle.db.select({ n: count() }).from(trade);
        expect(trades?.n).toBe(TRADE_CATALOGUE.length);
      } finally {
        await handle.close();
      }
    } finally {
      if (first) await stop(first);
      await rm(parent, { recursive: true, force: true });
    }
  }, 150_000);

  test('a lock left by a process that is gone is taken over, and closing removes it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tradespace-stale-lock-'));
    try {
      // a pid far above any live one: that process has ended (killed without cleaning up)
      await writeFile(join(dataDir, LOCK_FILE_NAME), '4194303\n');
      const handle = await openDatabase({ dataDir });
      expect((await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8')).trim()).toBe(String(process.pid));
      await handle.close();
      await expect(access(join(dataDir, LOCK_FILE_NAME))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
