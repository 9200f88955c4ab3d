import { and, count, eq, gt, gte, lte, max, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '#server-test/test-database';
import type { Database, DatabaseHandle } from '../client';
import { category, job, outcode, seedDay, trade } from '../schema/index';
import { seedDatabase } from './index';

const NOW = new Date('2025-06-15T13:45:00Z');
const DAY = 86_400_000;
const TEN_MILES = sql.raw('16093.44'); // metres

// a job seed is ~100,000 rows: a few seconds each on PGlite, far more on a busy machine
const SEEDING_TIMEOUT = 180_000;

const opened: DatabaseHandle[] = [];

/** A fresh database with demo jobs seeded as of `now`. */
async function seededAt(now: Date): Promise<Database> {
  const handle = await openTestDatabase();
  opened.push(handle);
  await seedDatabase(handle.db, { jobs: true, now });
  return handle.db;
}

let db: Database;

beforeAll(async () => {
  db = await seededAt(NOW);
}, SEEDING_TIMEOUT);

afterAll(async () => {
  await Promise.all(opened.map((handle) => handle.close()));
});

/** A digest of every seed job by content, so two databases with different ids still compare. */
async function jobsDigest(target: Database): Promise<{ digest: string | null; n: number }> {
  const [row] = await target
    .select({
      digest: sql<string | null>`md5(string_agg(
        concat_ws('|', ${trade.slug}, ${category.slug}, ${job.outcode}, ${job.postcode}, ${job.latitude}, ${job.longitude},
          extract(epoch from ${job.createdAt})),
        ',' order by ${job.createdAt}, ${job.postcode}, ${trade.slug}, ${category.slug}))`,
      n: count(),
    })
    .from(job)
    .innerJoin(trade, eq(trade.id, job.tradeId))
    .innerJoin(category, eq(category.id, job.categoryId))
    .where(eq(job.source, 'seed'));
  return { digest: row?.digest ?? null, n: row?.n ?? 0 };
}

/** Jobs for one trade in the week before `now` whose district centroid is within 10 miles of `centre`'s. */
async function weekNear(target: Database, centre: string, tradeSlug: string, now: Date): Promise<number> {
  const near = alias(outcode, 'near');
  const [row] = await target
    .select({ n: count() })
    .from(job)
    .innerJoin(trade, eq(trade.id, job.tradeId))
    .innerJoin(outcode, eq(outcode.outcode, centre))
    .innerJoin(near, eq(near.outcode, job.outcode))
    .where(
      and(
        eq(trade.slug, tradeSlug),
        gt(job.createdAt, new Date(now.getTime() - 7 * DAY)),
        lte(job.createdAt, now),
        sql`earth_distance(ll_to_earth(${outcode.latitude}, ${outcode.longitude}),
          ll_to_earth(${near.latitude}, ${near.longitude})) <= ${TEN_MILES}`,
      ),
    );
  return row?.n ?? 0;
}

test('a city centre sees tens of plumbing and building jobs within 10 miles in a week', async () => {
  for (const centre of ['M1', 'B1', 'LS1', 'SW1A', 'EH1']) {
    for (const tradeSlug of ['plumber', 'builder']) {
      const n = await weekNear(db, centre, tradeSlug, NOW);
      const inTens = expect.toSatisfy((value: number) => value >= 15 && value <= 99);
      expect({ centre, tradeSlug, n }).toEqual({ centre, tradeSlug, n: inTens });
    }
  }
});

test('a rural Highland district sees clearly fewer plumbing jobs than Manchester', async () => {
  const manchester = await weekNear(db, 'M1', 'plumber', NOW);

  expect(await weekNear(db, 'IV27', 'plumber', NOW)).toBeLessThan(manchester / 5);
  expect(await weekNear(db, 'PH41', 'plumber', NOW)).toBeLessThan(manchester / 5);
});

test('no job is in the future or older than 56 days, and today is not marked as done', async () => {
  const [range] = await db.select({ first: min(job.createdAt), last: max(job.createdAt) }).from(job);
  const days = await db.select().from(seedDay);

  expect(range?.last?.getTime()).toBeLessThanOrEqual(NOW.getTime());
  expect(range?.first?.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 56 * DAY);
  expect(days).toHaveLength(55);
  expect(days.map((row) => row.day)).not.toContain('2025-06-15');
  expect(days.map((row) => row.day)).toContain('2025-04-21');
});

test(
  'seeding again with the same time changes nothing',
  async () => {
    const before = await jobsDigest(db);
    const [maxId] = await db.select({ id: max(job.id) }).from(job);

    await seedDatabase(db, { jobs: true, now: NOW });

    expect(await jobsDigest(db)).toEqual(before);
    expect((await db.select({ id: max(job.id) }).from(job))[0]).toEqual(maxId);
  },
  SEEDING_TIMEOUT,
);

test(
  'two fresh databases seeded at the same time hold the same jobs',
  async () => {
    const other = await seededAt(NOW);
    const digest = await jobsDigest(db);

    expect(digest.n).toBeGreaterThan(56 * 1000);
    expect(digest.n).toBeLessThan(56 * 2000);
    expect(await jobsDigest(other)).toEqual(digest);
  },
  SEEDING_TIMEOUT,
);

test(
  'a later start adds exactly the new days and ends up where a fresh seed would',
  async () => {
    const later = new Date(NOW.getTime() + 3 * DAY + 2 * 3_600_000);
    const rolling = await seededAt(NOW);
    const [before] = await rolling.select({ id: max(job.id) }).from(job);
    const laterWindowStart = new Date('2025-04-24T00:00:00Z'); // 2025-06-18 and the 55 days before it
    const keptBefore = await rolling.select({ n: count() }).from(job).where(gte(job.createdAt, laterWindowStart));

    await seedDatabase(rolling, { jobs: true, now: later });

    const added = await rolling
      .select({ n: count() })
      .from(job)
      .where(gt(job.id, before?.id ?? 0));
    const addedByTime = await rolling.select({ n: count() }).from(job).where(gt(job.createdAt, NOW));
    const kept = await rolling
      .select({ n: count() })
      .from(job)
      .where(lte(job.id, before?.id ?? 0));
    expect(added).toEqual(addedByTime);
    expect(kept).toEqual(keptBefore);
    expect(await jobsDigest(rolling)).toEqual(await jobsDigest(await seededAt(later)));
  },
  SEEDING_TIMEOUT,
);
