import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { keepDrizzleParsers } from './pglite-parsers';

const plain = await PGlite.create();
const kept = await PGlite.create();
const asked: unknown[] = [];
const query = kept.query.bind(kept);
kept.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
  asked.push(options?.parsers);
  return query(text, params, options);
}) as PGlite['query'];
keepDrizzleParsers(kept);
afterAll(async () => Promise.all([plain.close(), kept.close()]));

const everyType = sql`select timestamp '2026-11-29 14:00:00.123' as at, timestamptz '2026-11-29 14:00:00+00' as at_zone,
  interval '1 day 2 hours' as span, date '2026-11-29' as day, array[1.5, 2]::numeric[] as amounts,
  array[timestamp '2026-11-29 14:00:00']::timestamp[] as ats, array[now()]::timestamptz[] is not null as zones,
  array[interval '1 hour'] as spans, array[date '2026-11-29'] as days, 42::int as answer, '{"a":1}'::jsonb as data`;

describe("drizzle-orm's statements on PGlite without the per-statement parser copy", () => {
  it('answers the same rows as a client left as it is, outside and inside a transaction', async () => {
    const expected = await drizzle(plain).execute(everyType);
    const db = drizzle(kept);
    expect((await db.execute(everyType)).rows).toEqual(expected.rows);
    expect((await db.transaction((tx) => tx.execute(everyType))).rows).toEqual(expected.rows);
    expect(asked.at(-1)).toBeUndefined();
  });

  it("keeps any other statement's own parsers", async () => {
    const { rows } = await kept.query<{ answer: unknown }>('select 42::int as answer', [], { parsers: { [23]: () => 'forty-two' } });
    expect(rows).toEqual([{ answer: 'forty-two' }]);
  });
});
