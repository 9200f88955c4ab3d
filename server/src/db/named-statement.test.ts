import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server-test/test-database';
import type { DatabaseHandle } from './client';
import { namedQuery, namedStatement } from './named-statement';
import { rowsOf } from './rows-of';
import { trade } from './schema/index';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

// Each element of `numbers` doubled, by its position: a list as an array, so one text for any length.
const doubled = namedStatement<{ position: number | string; twice: number | null }>(
  'tradespace_test_doubled',
  () => sql`select asked.position - 1 as position, asked.n * 2 as twice
    from unnest(${sql.placeholder('numbers')}::int[]) with ordinality as asked (n, position) order by asked.position`,
);
const tradeBySlug = namedQuery('tradespace_test_trade_by_slug', (db) =>
  db
    .select({ id: trade.id, name: trade.name })
    .from(trade)
    .where(sql`${trade.slug} = ${sql.placeholder('slug')}`),
);

describe('named statements (decision 099)', () => {
  it('answers each call for its own values, for lists of any length and with nulls', async () => {
    for (const numbers of [[], [1], [3, null, 5], Array.from({ length: 120 }, (_, index) => index)]) {
      const rows = await doubled(database.db, { numbers });
      expect(rows.map((row) => row.twice)).toEqual(numbers.map((n) => (n === null ? null : n * 2)));
      expect(rows.map((row) => Number(row.position))).toEqual(numbers.map((_, index) => index));
    }
  });

  it('maps a query builder’s rows as the builder does', async () => {
    const [plumber] = await database.db.select({ id: trade.id, slug: trade.slug }).from(trade).limit(1);
    expect(await tradeBySlug(database.db, { slug: plumber?.slug })).toEqual([{ id: plumber?.id, name: expect.any(String) }]);
    expect(await tradeBySlug(database.db, { slug: 'no-such-trade' })).toEqual([]);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('is parsed once on a PostgreSQL connection and kept there under its name', async () => {
    await database.db.transaction(async (tx) => {
      await doubled(tx, { numbers: [1] });
      await doubled(tx, { numbers: [2, 3] });
      const held = rowsOf<{ name: string; statement: string }>(
        await tx.execute(sql`select name, statement from pg_prepared_statements where name = 'tradespace_test_doubled'`),
      );
      expect(held).toHaveLength(1);
      expect(held[0]?.statement).toContain('unnest');
    });
  });
});
