// The directory's service-area query (decision 087) at 100,000 traders on PostgreSQL: one postcode, one
// trade, the traders whose area covers it, nearest first (a page of 20) with their count, in one statement.
// Usage: npx tsx bench/service-areas.bench.ts [traders=100000] [requests=400]
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { findDistrict } from '../server/src/repos/outcode-repo';
import { createAreaDirectoryRepo } from '../server/src/repos/area-directory-repo';
import { openBenchDatabase, postgresAnswers } from './bench-database';
import { formatMs, summarise } from './latency';
import { today, writeResultsSection } from './results-file';
import { BUDGETS } from './budgets';
import { saveResults } from './results-json';

const traders = Number(process.argv[2] ?? 100_000);
const requests = Number(process.argv[3] ?? 400);
const postcodes = ['M1 1AE', 'B1 1BB', 'LS1 4AP', 'SW1A 1AA', 'EC1A 1BB', 'RG1 1AA', 'BT1 5GS', 'EH1 1YZ', 'CF10 1EP', 'IV27 4AA'];
const WARM_UP = 200;
/** The machine is shared: its 1-minute load average as the listings began, printed beside the figures. */
let loadAtStart = 0;

/**
 * Live traders at random districts: 1–3 trades each, half with the default area (work district at
 * `custom_radius` or 10), half with 1–4 saved bases per trade at random radii (1–50 miles) near home.
 */
async function addTraders(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with districts as (select outcode, row_number() over (order by outcode) as n from outcode),
         picks as (select g, 1 + floor(random() * (select count(*) from districts))::int as dn from generate_series(1, ${count}) g)
    insert into "user" (email, password_hash, first_name, last_name, phone_number, phone_verified_at, postcode, custom_radius)
    select 'bench-' || g || '@example.com', 'x', 'Bench', 'Trader', '+4477' || lpad(g::text, 8, '0'), now(),
           d.outcode || ' 1AA', case when random() < 0.5 then null else 1 + floor(random() * 50)::int end
    from picks p join districts d on d.n = p.dn`);
  await db.execute(sql`
    insert into company (user_id, name, description, url, published_at)
    select id, 'Bench Trader ' || id, repeat('Reliable local trader, fully insured. ', 3), 'bench-' || id, now()
    from "user" where email like 'bench-%'`);
  await db.execute(sql`
    insert into address (user_id, kind, line_1, postal_town, postcode, country)
    select id, 'business', '1 High Street', 'Town', postcode, 'England' from "user" where email like 'bench-%'`);
  await db.execute(sql`
    with trades as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from trade),
         wanted as (select u.id as user_id, k as position, floor(random() * 1000)::int as pick
                    from "user" u cross join generate_series(0, 2) k
                    where u.email like 'bench-%' and (k = 0 or random() < 0.3))
    insert into user_trade (user_id, trade_id, position)
    select w.user_id, t.id, w.position from wanted w join trades t on t.n = (w.pick + w.position * 7) % t.total
    on conflict do nothing`);
  await db.execute(sql`
    with districts as (select outcode, row_number() over (order by outcode) as n from outcode),
         chosen as (select ut.user_id, ut.trade_id, k as position, 1 + floor(random() * (select count(*) from districts))::int as dn
                    from user_trade ut cross join generate_series(0, 3) k
                    where ut.user_id % 2 = 0 and (k = 0 or random() < 0.25))
    insert into trade_area_base (user_id, trade_id, position, postcode, outcode, radius_miles)
    select c.user_id, c.trade_id, c.position, d.outcode, d.outcode, 1 + floor(random() * 50)::int
    from chosen c join districts d on d.n = c.dn`);
  for (const table of ['outcode', 'user', 'company', 'address', 'user_trade', 'trade_area_base', 'trade_area_cover'])
    await db.execute(sql.raw(`vacuum (analyze) "${table}"`));
}

if (!(await postgresAnswers())) {
  console.log('PostgreSQL not reachable: not measured.');
  process.exit(1);
}
const database = await openBenchDatabase('postgres');
const rows: { traders: number; medianMs: number; p99Ms: number; requests: number; listed: number }[] = [];
let plan = '';
try {
  const db = database.db;
  const started = performance.now();
  await addTraders(db, traders);
  const loadSeconds = (performance.now() - started) / 1000;
  const repo = createAreaDirectoryRepo(db);
  const origins = await Promise.all(postcodes.map((postcode) => findDistrict(db, postcode)));
  const tradeIds = ((await db.execute(sql`select id from trade order by id`)) as unknown as { rows: { id: number }[] }).rows.map(
    (row) => row.id,
  );
  const ask = async (i: number) => {
    const origin = origins[i % origins.length];
    if (!origin) throw new Error('unknown bench postcode');
    const tradeId = tradeIds[(i * 7) % tradeIds.length] ?? 1;
    return repo.page({ tradeId, origin, limit: 20, offset: 0, today: '2026-01-01' });
  };
  loadAtStart = loadavg()[0] ?? 0;
  for (let i = 0; i < WARM_UP; i += 1) await ask(i);
  const samples: number[] = [];
  let listed = 0;
  for (let i = 0; i < requests; i += 1) {
    const askedAt = performance.now();
    const { total } = await ask(i);
    samples.push(performance.now() - askedAt);
    listed += total;
  }
  const summary = summarise(samples);
  rows.push({ traders, medianMs: summary.medianMs, p99Ms: summary.p99Ms, requests, listed: Math.round(listed / requests) });
  console.log('postgres', traders, summary, `loaded in ${loadSeconds.toFixed(0)} s, load average ${loadAtStart.toFixed(2)}`);
  // the plan of one London listing, as the statement runs it (the page of 20 with the count of all)
  const london = origins[3];
  if (london) {
    const plumber = tradeIds[0] ?? 1;
    const query = createAreaDirectoryRepo(db).statement({ tradeId: plumber, origin: london, limit: 20, offset: 0, today: '2026-01-01' });
    const explained = (await db.execute(sql`explain (analyze, buffers, costs off, timing on) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    plan = explained.rows.map((line) => line['QUERY PLAN']).join('\n');
    console.log(plan);
  }
} finally {
  await database.close();
}

saveResults({ serviceAreas: { date: today(), rows } });
const row = rows[0];
await writeResultsSection('service-areas', [
  '### Service-area directory query at 100,000 traders (PostgreSQL)',
  '',
  `\`npx tsx bench/service-areas.bench.ts ${traders} ${requests}\` — ${today()} (load average ${loadAtStart.toFixed(2)} on 2 cores), in-process through the app's own repo`,
  `(\`area-directory-repo.ts\`: the first page of 20 with the count of all, the one statement of a listing), ${requests}`,
  `listings in a row after ${WARM_UP} to warm up, over ${postcodes.length} postcodes (London to Lairg, BT1 included) and every trade.`,
  `${traders.toLocaleString('en-GB')} live traders at random districts, 1–3 trades each; half keep the default area, half have 1–4 saved bases per trade at 1–50 miles.`,
  '',
  '| traders | median ms | p99 ms | traders listed per postcode (mean) |',
  '|---|---|---|---|',
  row
    ? `| ${row.traders.toLocaleString('en-GB')} | ${formatMs(row.medianMs)} | ${formatMs(row.p99Ms)} | ${row.listed} |`
    : '| – | – | – | – |',
  '',
  row && row.p99Ms < BUDGETS.serviceAreaP99Ms
    ? `Within the budget (p99 < ${BUDGETS.serviceAreaP99Ms} ms, \`bench/budgets.ts\`).`
    : `**Budget broken: p99 < ${BUDGETS.serviceAreaP99Ms} ms** (\`bench/budgets.ts\`).`,
  '',
  'How it got here: the first design, with the default areas worked out at read time from every trader of the trade, ' +
    'measured 118 ms median / 238 ms p99; the areas in force kept in `trade_area_cover` by triggers (decision 087), with the ' +
    'going-live rule still checked per covering trader (three index lookups each, about a thousand around London), 6.9–9 ms median / ' +
    '18–25 ms p99. Now the live state and the away date are kept beside the cover by triggers too (decision 093): the count, ' +
    'the distance and the away-last order come from one partial index of the live rows, and only the traders who can be on ' +
    'the page are read for their name.',
  '',
  'The plan of one London listing (Plumber, the page of 20 with the count of all), `EXPLAIN (ANALYZE, BUFFERS)`:',
  '',
  '```',
  plan || 'not measured',
  '```',
]);
