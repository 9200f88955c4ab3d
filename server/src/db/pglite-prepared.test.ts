import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server-test/test-database';
import type { DatabaseHandle } from './client';
import { namedQuery, namedStatement } from './named-statement';
import { rowsOf } from './rows-of';
import { rateCounter, trade } from './schema/index';

// PGlite's own named statements (decision 153); on PostgreSQL node-postgres names them (decision 099)
const onPglite = !process.env.DATABASE_URL;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const counterOf = namedStatement<{ key: string; count: number; window_start: string; expires_at: Date | string | null }>(
  'tradespace_test_counter_of',
  () => sql`select ${rateCounter.key} as key, ${rateCounter.count} as count, ${rateCounter.windowStart} as window_start,
    ${rateCounter.expiresAt} as expires_at from ${rateCounter} where ${rateCounter.key} = ${sql.placeholder('key')}::text`,
);
const addCounter = namedStatement<{ count: number }>(
  'tradespace_test_add_counter',
  () => sql`insert into ${rateCounter} (key, window_start, count, expires_at)
    values (${sql.placeholder('key')}::text, ${sql.placeholder('windowStart')}::timestamptz, ${sql.placeholder('count')}::int,
      ${sql.placeholder('expiresAt')}::timestamptz)
    returning count`,
);
const tradeNames = namedQuery('tradespace_test_trade_names', (db) =>
  db
    .select({ id: trade.id, name: trade.name })
    .from(trade)
    .where(sql`${trade.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(trade.id),
);
const countersFrom = namedQuery('tradespace_test_counters_from', (db) =>
  db
    .select({ key: rateCounter.key, windowStart: rateCounter.windowStart })
    .from(rateCounter)
    .where(sql`${rateCounter.key} like ${sql.placeholder('prefix')}::text`)
    .orderBy(rateCounter.key),
);

const held = async (name: string) =>
  rowsOf<{ name: string }>(await database.db.execute(sql`select name from pg_prepared_statements where name = ${name}`));

describe.runIf(onPglite)('named statements on PGlite (decision 153)', () => {
  it('answer as the unnamed statement does: values, nulls, dates and mapped rows', async () => {
    const windowStart = new Date('2026-11-29T10:00:00.000Z');
    await addCounter(database.db, {
      key: 'prepared:b',
      windowStart: windowStart.toISOString(),
      count: 7,
      expiresAt: '2026-11-29T11:00:00.000Z',
    });
    const [named] = await counterOf(database.db, { key: 'prepared:b' });
    const unnamed = rowsOf(
      await database.db.execute(
        sql`select ${rateCounter.key} as key, ${rateCounter.count} as count, ${rateCounter.windowStart} as window_start,
          ${rateCounter.expiresAt} as expires_at from ${rateCounter} where ${rateCounter.key} = ${'prepared:b'}`,
      ),
    );
    expect(named).toEqual(unnamed[0]);
    expect(named?.count).toBe(7);
    expect(await counterOf(database.db, { key: 'prepared:none' })).toEqual([]);

    const [first, second] = await database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2);
    const ids = [first?.id ?? 0, second?.id ?? 0];
    const mapped = await tradeNames(database.db, { ids });
    expect(mapped).toEqual(
      await database.db.select({ id: trade.id, name: trade.name }).from(trade).where(inArray(trade.id, ids)).orderBy(trade.id),
    );
    expect(mapped).toHaveLength(2);
    expect(await countersFrom(database.db, { prefix: 'prepared:b%' })).toEqual([{ key: 'prepared:b', windowStart }]);
  });

  it('is parsed once under its name, and a text not named is not kept', async () => {
    for (const key of ['x', 'y', 'z']) await counterOf(database.db, { key });
    expect(await held('tradespace_test_counter_of')).toHaveLength(1);
    const kept = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements`));
    const before = await kept();
    await database.db.execute(sql`select ${rateCounter.count} from ${rateCounter} where ${rateCounter.key} = ${'x'}`);
    expect(await kept()).toEqual(before);
  });

  it('refuses a write as PostgreSQL does, with its code, and runs again afterwards', async () => {
    const values = { key: 'prepared:twice', windowStart: '2026-11-29T10:00:00.000Z', count: 1, expiresAt: '2026-11-30T00:00:00.000Z' };
    await addCounter(database.db, values);
    await expect(addCounter(database.db, values)).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await addCounter(database.db, { ...values, key: 'prepared:after' })).toEqual([{ count: 1 }]);
  });

  it('waits for a transaction running on the client, and then sees what it committed', async () => {
    let release = () => undefined as void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(rateCounter).values({ key: 'prepared:in-transaction', windowStart: new Date(), count: 5, expiresAt: new Date() });
      await holding;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = counterOf(database.db, { key: 'prepared:in-transaction' });
    release();
    await transaction;
    expect((await read).map((row) => row.count)).toEqual([5]);
  });
});
