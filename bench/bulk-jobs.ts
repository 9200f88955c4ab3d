import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';

/**
 * Adds `count` homeowner jobs spread at random over all districts, trades and the last 8 weeks,
 * in batches inside the database (generate_series), then vacuums and analyses the table as autovacuum
 * would on a live server (PGlite has none): fresh statistics and a visibility map for index-only scans.
 */
export async function addRandomJobs(db: Database, count: number, batch = 250_000): Promise<void> {
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done);
    await db.execute(sql`
      with districts as (select outcode, latitude, longitude, row_number() over (order by outcode) as n from outcode),
           trades as (select id, row_number() over (order by id) as n from trade),
           picks as (
             select 1 + floor(random() * (select count(*) from districts))::int as dn,
                    1 + floor(random() * (select count(*) from trades))::int as tn,
                    now() - random() * interval '56 days' as at
             from generate_series(1, ${size})
           )
      insert into job (trade_id, outcode, postcode, latitude, longitude, source, created_at)
      select t.id, d.outcode, d.outcode || ' 1AA', d.latitude, d.longitude, 'seed', p.at
      from picks p
      join districts d on d.n = p.dn
      join trades t on t.n = p.tn`);
  }
  await db.execute(sql`vacuum (analyze) job`);
}
