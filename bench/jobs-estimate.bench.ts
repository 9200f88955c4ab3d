// Jobs-estimate latency as the job table grows (100,000 → 1,000,000 → 5,000,000 → 10,000,000), on PGlite and PostgreSQL.
// Every request asks a trade and district not asked before in the run, so each one counts in the database: the
// route keeps a count for a minute (decision 086), and a repeated question would measure that cache.
// Usage: npx tsx bench/jobs-estimate.bench.ts [sizes=100000,1000000,5000000,10000000] [requests=400]
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { parseEnv } from '../server/src/env';
import { Visitor } from '../server/test/test-app';
import { openBenchDatabase, postgresAnswers, type BenchDatabaseKind } from './bench-database';
import { benchSettings } from './bench-settings';
import { addRandomJobs } from './bulk-jobs';
import { explainEstimate, usesEstimateIndex } from './estimate-plan';
import { formatMs, summarise } from './latency';
import { today, writeResultsSection } from './results-file';
import { saveResults, type EstimateRow } from './results-json';

const sizes = (process.argv[2]?.split(',').map(Number) ?? benchSettings.estimateJobs).sort((a, b) => a - b);
const requests = Number(process.argv[3] ?? benchSettings.estimateRequests);
const TRADES = 25;
const count = (jobs: number) => jobs.toLocaleString('en-GB');
const WARM_UP = 300;

/** Every district with every trade, in a fixed shuffled order: a postcode in the district and a trade id each. */
async function distinctQuestions(database: Awaited<ReturnType<typeof openBenchDatabase>>) {
  const rows = (await database.db.execute(sql`select outcode from outcode order by outcode`)) as unknown as
    { rows: { outcode: string }[] } | { outcode: string }[];
  const districts = (Array.isArray(rows) ? rows : rows.rows).map((row) => row.outcode);
  const questions = districts.flatMap((district) =>
    Array.from({ length: TRADES }, (_, trade) => ({ postcode: `${district} 1AA`, trade: trade + 1 })),
  );
  let seed = 22;
  for (let i = questions.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [questions[i], questions[j]] = [questions[j]!, questions[i]!];
  }
  return questions;
}

/** One database, grown from the smallest size to the largest; at each size 400 estimates in a row. */
async function measure(kind: BenchDatabaseKind, maxJobs: number) {
  const database = await openBenchDatabase(kind);
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_JOBS: '0', RATE_LIMIT_PER_MINUTE: '10000000' });
  const app = await buildApp({ env, database });
  await app.ready();
  const visitor = new Visitor(app);
  await visitor.open();
  const questions = await distinctQuestions(database);
  let asked = 0;
  const ask = () => {
    const question = questions[asked++ % questions.length]!;
    return visitor.post('/v1/helpers/jobs-estimate', question);
  };
  const rows: EstimateRow[] = [];
  const loads: Record<number, number> = {};
  let plan = '';
  let loaded = 0;
  try {
    for (const jobs of sizes.filter((size) => size <= maxJobs)) {
      const started = performance.now();
      await addRandomJobs(database.db, jobs - loaded);
      loaded = jobs;
      loads[jobs] = (performance.now() - started) / 1000;
      for (let i = 0; i < WARM_UP; i += 1) await ask(); // warm plans, the JIT and the database's pages
      const samples: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const askedAt = performance.now();
        const reply = await ask();
        samples.push(performance.now() - askedAt);
        if (reply.statusCode !== 200) throw new Error(`estimate answered ${reply.statusCode}: ${reply.body}`);
      }
      plan = await explainEstimate(app, database, 'M1 1AE', 3);
      const summary = summarise(samples);
      rows.push({ database: kind, jobs, medianMs: summary.medianMs, p99Ms: summary.p99Ms, requests, usesIndex: usesEstimateIndex(plan) });
      console.log(kind, count(jobs), summary, `loaded in ${loads[jobs]?.toFixed(0)} s`);
    }
  } finally {
    await app.close();
    await database.close();
  }
  return { rows, loads, plan };
}

const rows: EstimateRow[] = [];
const explain: Record<string, string> = {};
const notes: string[] = [];
for (const kind of ['postgres', 'pglite'] as const) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    notes.push('PostgreSQL: server not reachable, not measured.');
    continue;
  }
  const maxJobs = kind === 'pglite' ? benchSettings.estimatePgliteMaxJobs : Number.POSITIVE_INFINITY;
  const result = await measure(kind, maxJobs);
  rows.push(...result.rows);
  explain[kind] = result.plan;
  const loads = Object.entries(result.loads).map(([jobs, seconds]) => `${count(Number(jobs))} in ${seconds.toFixed(0)} s`);
  notes.push(`${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} loaded (generate_series, then vacuum analyze): ${loads.join(', ')}.`);
  const skipped = sizes.filter((size) => size > maxJobs);
  if (skipped.length > 0) {
    notes.push(
      `PGlite stops at ${count(maxJobs)} (BENCH_ESTIMATE_PGLITE_MAX_JOBS): its single-threaded WebAssembly Postgres loads rows about half as fast and keeps the table in process memory.`,
    );
  }
}

const cell = (kind: string, jobs: number) => {
  const row = rows.find((candidate) => candidate.database === kind && candidate.jobs === jobs);
  return row ? [formatMs(row.medianMs), formatMs(row.p99Ms), row.usesIndex ? 'index' : '**scan**'] : ['–', '–', '–'];
};
const growth = (kind: string) => {
  const own = rows.filter((row) => row.database === kind);
  const first = own[0];
  const last = own[own.length - 1];
  return first && last && first !== last
    ? `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: median ×${(last.medianMs / first.medianMs).toFixed(2)} from ${count(first.jobs)} to ${count(last.jobs)} jobs (×${last.jobs / first.jobs} rows).`
    : null;
};

saveResults({ jobsEstimate: { date: today(), rows, explain } });
await writeResultsSection('jobs-estimate', [
  '### Jobs estimate as the job table grows',
  '',
  `\`npx tsx bench/jobs-estimate.bench.ts ${sizes.join(',')} ${requests}\` (part of \`npm run bench\`) — ${today()}, in-process`,
  `(\`app.inject\`: HTTP parsing, validation, CSRF, session lookup and the query; no network); ${requests} estimates in a row`,
  `per size after ${WARM_UP} to warm up, jobs spread at random over every district, trade and the last 8 weeks. Each request`,
  'asks a district and trade not asked before in the run, so every one is counted in the database, never read from the',
  "route's minute-long cache (decision 086).",
  '',
  '| jobs | PostgreSQL median ms | p99 ms | plan | PGlite median ms | p99 ms | plan |',
  '|---|---|---|---|---|---|---|',
  ...sizes.map((jobs) => `| ${count(jobs)} | ${[...cell('postgres', jobs), ...cell('pglite', jobs)].join(' | ')} |`),
  '',
  ...[growth('postgres'), growth('pglite'), ...notes].filter((line): line is string => line !== null),
  '',
  `PostgreSQL's plan at ${count(sizes[sizes.length - 1] ?? 0)} jobs (\`EXPLAIN ANALYZE\` of the job repo's own statement, M1 and the districts within 10 miles):`,
  '',
  '```',
  explain.postgres ?? explain.pglite ?? 'not measured',
  '```',
]);
