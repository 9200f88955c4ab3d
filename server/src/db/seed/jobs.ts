import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { job, seedDay } from '../schema/index';
import { insertSeedJobs, type SeedJobRow } from './insert-seed-jobs';
import { createJobGenerator, DAY_MS, type GeneratedJob } from './job-generator';
import { readOutcodes } from './outcodes';
import { categoryIdsBySlug, idFor, tradeIdsBySlug } from './trades';

/** The rolling window: today and the 55 days before it (UTC), so no seed job is older than 56 days. */
export const WINDOW_DAYS = 56;
// Any constant will do, as long as every app instance uses the same one.
const JOBS_LOCK_KEY = 7_267_031;

/**
 * Brings the demo homeowner jobs up to `now`. A day is generated whole from a PRNG seeded by its
 * date and rows later than `now` are held back, so today fills in over several starts: each
 * start inserts only the rows after the latest seed job already stored for that day. A day goes
 * into seed_day once it is over and complete and is never generated again. Seed jobs and
 * seed_day rows that fall out of the window are deleted, so the table stays ~100,000 rows.
 */
export async function seedJobs(db: Database, now: Date): Promise<void> {
  const today = Math.floor(now.getTime() / DAY_MS);
  const firstDay = today - WINDOW_DAYS + 1;
  await db.transaction(async (tx) => {
    // app instances starting together against one PostgreSQL: one seeds, the others wait and find it done
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${JOBS_LOCK_KEY})`));
    await pruneBefore(tx, firstDay);
    const done = await seededDays(tx, firstDay);
    const pending = dayRange(firstDay, today).filter((day) => !done.has(day));
    if (pending.length === 0) return;

    const latest = await latestSeedJobByDay(tx, firstDay);
    const generator = createJobGenerator(readOutcodes());
    const toRow = await rowMapper(tx);
    for (const day of pending) {
      const after = latest.get(day) ?? Number.NEGATIVE_INFINITY;
      const rows = generator
        .jobsForDay(day)
        .filter(({ createdAt }) => createdAt.getTime() > after && createdAt.getTime() <= now.getTime())
        .map(toRow);
      await insertSeedJobs(tx, rows);
      if ((day + 1) * DAY_MS <= now.getTime()) {
        await tx
          .insert(seedDay)
          .values({ day: isoDate(day) })
          .onConflictDoNothing();
      }
    }
  });
}

async function pruneBefore(tx: Executor, firstDay: number): Promise<void> {
  await tx.delete(job).where(and(eq(job.source, 'seed'), lt(job.createdAt, new Date(firstDay * DAY_MS))));
  await tx.delete(seedDay).where(lt(seedDay.day, isoDate(firstDay)));
}

async function seededDays(tx: Executor, firstDay: number): Promise<Set<number>> {
  const rows = await tx
    .select({ day: seedDay.day })
    .from(seedDay)
    .where(gte(seedDay.day, isoDate(firstDay)));
  return new Set(rows.map((row) => Date.parse(`${row.day}T00:00:00Z`) / DAY_MS));
}

/** Per UTC day, the time (ms) of the latest seed job stored: every generated row up to it is in. */
async function latestSeedJobByDay(tx: Executor, firstDay: number): Promise<Map<number, number>> {
  const day = sql<number>`floor(extract(epoch from ${job.createdAt}) / 86400)`.mapWith(Number);
  const rows = await tx
    .select({ day, latest: sql<number>`max(extract(epoch from ${job.createdAt}))`.mapWith(Number) })
    .from(job)
    .where(and(eq(job.source, 'seed'), gte(job.createdAt, new Date(firstDay * DAY_MS))))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.latest * 1000]));
}

async function rowMapper(tx: Executor): Promise<(generated: GeneratedJob) => SeedJobRow> {
  const tradeIds = await tradeIdsBySlug(tx);
  const categoryIds = await categoryIdsBySlug(tx);
  return ({ tradeSlug, categorySlug, ...rest }) => ({
    ...rest,
    tradeId: idFor(tradeIds, tradeSlug),
    categoryId: idFor(categoryIds, categorySlug),
  });
}

function dayRange(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
