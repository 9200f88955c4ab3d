import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/client';
import { traderIsLiveMigration } from './going-live-rule';

// The database's copy of the going-live rule (trader_is_live, which keeps each area's live state) is printed from
// the rule in going-live-rule.ts (decision 147). A change to the rule fails here until a new migration holds the
// printed text: copy the expected text below into server/src/db/migrations/NNNN_<name>.sql and its journal entry.

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const migrations = journal.entries.map(({ tag }) => ({ tag, text: readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8') }));

test('the newest migration that defines trader_is_live holds the going-live rule as printed from the code', () => {
  const newest = migrations.filter(({ text }) => text.includes('FUNCTION "trader_is_live"')).at(-1);
  expect(newest?.text).toContain(traderIsLiveMigration());
});
