import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { TABLES_NO_CACHED_READ_USES, leavesCachedReadsAlone } from './write-counter';

// Writes to TABLES_NO_CACHED_READ_USES do not let the kept reads go (decision 094). That holds only while no kept read
// reads those tables: this test follows the imports of every file that keeps reads and looks for them.

const root = resolve(import.meta.dirname, '../../..');
const serverSource = join(root, 'server/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#server/')
    ? join(serverSource, specifier.slice('#server/'.length))
    : specifier.startsWith('#common/')
      ? join(root, 'common', specifier.slice('#common/'.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : null;
  if (base === null) return null;
  return [`${base}.ts`, join(base, 'index.ts'), base].find((path) => path.endsWith('.ts') && existsSync(path)) ?? null;
}

/** Every module a file runs, following value imports (types hold no statements). */
function importedFrom(starts: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [statement, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (/^import type\b/.test(statement)) continue;
      const target = resolveImport(file, specifier!);
      if (target) pending.push(target);
    }
  }
  return [...seen];
}

const keepers = sourceFiles(serverSource).filter((file) => /\.readCache</.test(readFileSync(file, 'utf8')));
/**
 * Whether a source file uses `table`. A name of two words (`tracking_event`, `trackingEvent`) is looked for anywhere; a
 * one-word name (`lead`) is also an English word, so only its schema import or a statement's `from`/`into`/`update`/`join`.
 */
function namesTable(source: string, table: string): boolean {
  const camel = table.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());
  if (table.includes('_')) return new RegExp(`\\b(${table}|${camel})\\b`).test(source);
  const schemaImport = new RegExp(`import\\s*\\{[^}]*\\b${camel}\\b[^}]*\\}\\s*from\\s*['"][^'"]*db/schema`);
  const statement = new RegExp(`\\b(from|into|update|join)\\s+"?${table}"?\\s`, 'i');
  return schemaImport.test(source) || statement.test(source);
}

test('the files that keep reads are found: sessions, user views, the public pages and the jobs estimate', () => {
  expect(keepers.map((file) => relative(root, file)).sort()).toEqual([
    'server/src/plugins/sessions.ts',
    'server/src/plugins/user-views.ts',
    'server/src/routes/public/directory.ts',
    'server/src/routes/public/profile-page.ts',
    'server/src/services/jobs-estimate.ts',
  ]);
});

test('no module a kept read runs names a table whose writes leave kept reads alone', () => {
  const modules = importedFrom(keepers).filter((file) => !file.startsWith(join(serverSource, 'db/schema')));
  const offenders = modules.flatMap((file) => {
    // the contract's field names are not tables: look at server code only
    if (!file.startsWith(serverSource)) return [];
    const source = readFileSync(file, 'utf8');
    const named = TABLES_NO_CACHED_READ_USES.filter((table) => namesTable(source, table));
    return named.length > 0 ? [`${relative(root, file)}: ${named.join(', ')}`] : [];
  });

  expect(modules.length).toBeGreaterThan(50);
  expect(offenders).toEqual([]);
});

test('a one-word table is found by its schema import or a statement, not by the English word', () => {
  expect(namesTable("import { lead, user } from '../db/schema/index';", 'lead')).toBe(true);
  expect(namesTable('const rows = await tx.execute(sql`select id from "lead" where email = $1`);', 'lead')).toBe(true);
  expect(namesTable('await db.execute(sql`update lead set phone_number = $1`);', 'lead')).toBe(true);
  expect(namesTable("/** the lead trades step's estimate */ const lead = `${name}: ${trades}`;", 'lead')).toBe(false);
  expect(namesTable('await tx.insert(trackingEvent).values(row);', 'tracking_event')).toBe(true);
});

test('a single write to one of those tables, or a new session, leaves kept reads alone; anything else that writes does not', () => {
  expect(leavesCachedReadsAlone('insert into "tracking_event" ("page") values ($1)')).toBe(true);
  expect(leavesCachedReadsAlone({ text: 'update "experiment_visit" set "saved_steps" = "saved_steps" | $1 where "user_id" = $2' })).toBe(
    true,
  );
  expect(leavesCachedReadsAlone('select "id" from "user"')).toBe(true);

  expect(leavesCachedReadsAlone('insert into "job" ("trade_id") values ($1)')).toBe(false);
  expect(leavesCachedReadsAlone('insert into "session" ("id", "csrf_token") values ($1, $2)')).toBe(true);
  expect(leavesCachedReadsAlone('update "session" set "data" = $1')).toBe(false);
  expect(leavesCachedReadsAlone('delete from "session" where "id" = $1')).toBe(false);
  expect(leavesCachedReadsAlone('insert into "session" ("id") values ($1) on conflict ("id") do update set "data" = $2')).toBe(false);
  expect(leavesCachedReadsAlone('insert into "tracking_event" values (1); update "company" set "description" = \'\'')).toBe(false);
  // a `with` statement is left uncounted only when every write it names is to such a table
  const lookup = `with counted as (insert into "rate_counter" (key) values ($1) on conflict (key) do update set count = "rate_counter".count + 1
    returning count), remembered as (insert into "rate_counter" (key) select $2 from counted on conflict do nothing)
    select exists (select 1 from counted) as counted`;
  expect(leavesCachedReadsAlone(lookup)).toBe(true);
  expect(leavesCachedReadsAlone('with gone as (delete from "lead" where "id" = $1 returning 1) update "user" set "x" = 1')).toBe(false);
  expect(leavesCachedReadsAlone('with made as (insert into "user" ("email") values ($1) returning "id") select "id" from made')).toBe(
    false,
  );
  expect(leavesCachedReadsAlone('with a as (select 1) merge into "rate_counter" using a on true when matched then delete')).toBe(false);
  expect(leavesCachedReadsAlone('with a as (select "id" from "session") select * from a')).toBe(false);
  expect(leavesCachedReadsAlone('with gone as (delete from "rate_counter" returning 1) update "user" set "x" = 1')).toBe(false);
  expect(leavesCachedReadsAlone('insert into "tracking_event_archive" values (1)')).toBe(false);
  expect(leavesCachedReadsAlone('commit')).toBe(false);
});
