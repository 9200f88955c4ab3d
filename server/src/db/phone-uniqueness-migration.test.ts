import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createThrowawayDatabase } from '#server-test/throwaway-database';
import { MIGRATIONS_FOLDER } from './client';

// Migration 0007 on data that already shares phones (decision 055): on PGlite, or on a throw-away
// PostgreSQL database when DATABASE_URL is set, as server/test/test-database.ts makes one.

interface RawDatabase {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close: () => Promise<void>;
}

async function openRaw(): Promise<RawDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const lite = await PGlite.create('memory://', { extensions: { cube, earthdistance } });
    return {
      query: async <T>(sql: string, params?: unknown[]) => (await lite.query<T>(sql, params)).rows,
      close: () => lite.close(),
    };
  }
  const throwaway = await createThrowawayDatabase(serverUrl);
  const client = new pg.Client({ connectionString: throwaway.url });
  await client.connect();
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    async close() {
      await client.end();
      await throwaway.drop();
    },
  };
}

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** Runs one migration file the way the migrator does: statement by statement. */
async function apply(db: RawDatabase, idx: number): Promise<void> {
  const entry = journal.entries.find((candidate) => candidate.idx === idx);
  if (!entry) throw new Error(`no migration ${idx} in the journal`);
  const text = readFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.query(statement);
  }
}

let db: RawDatabase;
beforeAll(async () => {
  db = await openRaw();
});
afterAll(() => db.close());

test('0007 keeps the oldest account on a shared phone, flags the later ones, tells staff, and refuses a new one', async () => {
  for (let idx = 0; idx <= 6; idx += 1) await apply(db, idx);
  const insertUser = (email: string, phone: string | null) =>
    db.query<{ id: number }>(
      `INSERT INTO "user" (email, password_hash, first_name, last_name, phone_number) VALUES ($1, 'x', 'Sam', 'Smith', $2) RETURNING id`,
      [email, phone],
    );
  const [oldest] = await insertUser('first@example.co.uk', '+447700900111');
  const [second] = await insertUser('second@example.co.uk', '+447700900111');
  const [other] = await insertUser('other@example.co.uk', '+447700900222');
  const [third] = await insertUser('third@example.co.uk', '+447700900111');
  await insertUser('nophone-a@example.co.uk', null);
  await insertUser('nophone-b@example.co.uk', null);

  await apply(db, 7);

  const flags = await db.query<{ id: number; phone_number: string | null; phone_shared_legacy: boolean }>(
    `SELECT id, phone_number, phone_shared_legacy FROM "user" ORDER BY id`,
  );
  const legacy = flags.filter((row) => row.phone_shared_legacy).map((row) => row.id);
  expect(legacy).toEqual([second!.id, third!.id]);
  // nobody loses a number: the oldest keeps the unique slot, the others keep working
  expect(flags.filter((row) => row.phone_number === '+447700900111').map((row) => row.id)).toEqual([oldest!.id, second!.id, third!.id]);
  expect(flags.find((row) => row.id === other!.id)?.phone_shared_legacy).toBe(false);

  const alerts = await db.query<{ kind: string; message: string }>(`SELECT kind, message FROM staff_alert`);
  expect(alerts).toHaveLength(1);
  expect(alerts[0]?.kind).toBe('phone-duplicates');
  expect(alerts[0]?.message).toContain(`account ids: ${second!.id}, ${third!.id}`);

  const refused = await insertUser('fourth@example.co.uk', '+447700900111').then(
    () => null,
    (error: unknown) => error as { code?: string; message?: string },
  );
  console.log(
    `migration 0007: accounts_on_shared_phone=3 limit=1 flagged_legacy=${legacy.length} alerts=${alerts.length} new_insert_refused=${refused !== null}`,
  );
  expect(refused?.code ?? refused?.message).toMatch(/23505|user_phone_live_unique/);
  // two accounts without a phone are no conflict
  expect((await db.query(`SELECT id FROM "user" WHERE phone_number IS NULL`)).length).toBe(2);
});
