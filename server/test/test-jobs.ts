import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { category, job, outcode, trade } from '../src/db/schema/index';

const DAY_MS = 86_400_000;

/** A seeded trade's id by slug ("plumber", "heating-engineer"…). */
export async function tradeIdOf(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: trade.id }).from(trade).where(eq(trade.slug, slug));
  if (!row) throw new Error(`no seeded trade ${slug}`);
  return row.id;
}

/** The ids of a trade's child categories. */
export async function childIdsOf(db: Database, tradeId: number): Promise<number[]> {
  const rows = await db.select({ id: category.id }).from(category).where(eq(category.tradeId, tradeId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The estimate's lead prices when every job counted has no category: all standard, 4 credits (decision 116). */
export const STANDARD_ONLY = { low: 4, high: 4, typical: 4 };

/** A seeded category's id by its name ("Rewiring"). */
async function categoryIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: category.id }).from(category).where(eq(category.name, name));
  if (!row) throw new Error(`no seeded category ${name}`);
  return row.id;
}

/** Inserts `count` homeowner jobs at a district's centroid, posted `daysAgo` days (plus an hour) ago; no category unless named. */
export async function insertJobs(
  db: Database,
  options: { tradeId: number; outcode: string; daysAgo: number; count?: number; category?: string },
): Promise<void> {
  const [centre] = await db.select().from(outcode).where(eq(outcode.outcode, options.outcode));
  if (!centre) throw new Error(`no district ${options.outcode}`);
  const categoryId = options.category === undefined ? null : await categoryIdOf(db, options.category);
  const createdAt = new Date(Date.now() - options.daysAgo * DAY_MS - 60 * 60 * 1000);
  const rows = Array.from({ length: options.count ?? 1 }, () => ({
    tradeId: options.tradeId,
    categoryId,
    outcode: centre.outcode,
    postcode: `${centre.outcode} 1AA`,
    latitude: centre.latitude,
    longitude: centre.longitude,
    source: 'quote' as const,
    createdAt,
  }));
  await db.insert(job).values(rows);
}

export async function deleteAllJobs(db: Database): Promise<void> {
  await db.delete(job);
}
