import { sql } from 'drizzle-orm';
import type { Executor } from '../client';

export interface SeedJobRow {
  tradeId: number;
  categoryId: number;
  outcode: string;
  postcode: string;
  latitude: number;
  longitude: number;
  createdAt: Date;
}

const BATCH = 5000;

/**
 * Inserts seed jobs as one JSON parameter per batch: a first start adds ~100,000 rows, and on
 * embedded PGlite this is several times faster than binding a parameter per value.
 */
export async function insertSeedJobs(tx: Executor, rows: readonly SeedJobRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const payload = JSON.stringify(
      rows.slice(start, start + BATCH).map((row) => ({
        t: row.tradeId,
        c: row.categoryId,
        o: row.outcode,
        p: row.postcode,
        la: row.latitude,
        lo: row.longitude,
        s: row.createdAt.getTime() / 1000,
      })),
    );
    await tx.execute(sql`
      insert into job (trade_id, category_id, outcode, postcode, latitude, longitude, source, created_at)
      select t, c, o, p, la, lo, 'seed', to_timestamp(s)
      from json_to_recordset(${payload}::json) as r(t int, c int, o text, p text, la float8, lo float8, s float8)`);
  }
}
