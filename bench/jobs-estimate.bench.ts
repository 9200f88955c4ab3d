// Jobs-estimate latency with N homeowner jobs, on embedded PGlite and on PostgreSQL, side by side.
// Usage: npx tsx bench/jobs-estimate.bench.ts [jobs=1000000] [requests=400]
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { parseEnv } from '../server/src/env';
import { Visitor } from '../server/test/test-app';
import { openBenchDatabase, postgresAnswers, type BenchDatabaseKind } from './bench-database';
import { addRandomJobs } from './bulk-jobs';
import { formatMs, summarise, type LatencySummary } from './latency';
import { writeResultsSection } from './results-file';

const jobs = Number(process.argv[2] ?? 1_000_000);
const requests = Number(process.argv[3] ?? 400);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postcodes = ['M1 1AE', 'B1 1BB', 'LS1 4AP', 'SW1A 1AA', 'EH1 1YZ', 'CF10 1EP', 'BS1 4DJ', 'IV27 4AA'];

async function measure(kind: BenchDatabaseKind): Promise<LatencySummary & { loadSeconds: number }> {
  const database = await openBenchDatabase(kind, serverUrl);
  const loadStarted = performance.now();
  await addRandomJobs(database.db, jobs);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_JOBS: '0', RATE_LIMIT_PER_MINUTE: '10000000' });
  const app = await buildApp({ env, database });
  await app.ready();
  const visitor = new Visitor(app);
  await visitor.open();
  const ask = (i: number) =>
    visitor.post('/v1/helpers/jobs-estimate', { postcode: postcodes[i % postcodes.length], trade: 1 + (i % 25) });
  for (let i = 0; i < 40; i += 1) await ask(i); // warm caches and plans
  const samples: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const reply = await ask(i);
    samples.push(performance.now() - started);
    if (reply.statusCode !== 200) throw new Error(`estimate answered ${reply.statusCode}: ${reply.body}`);
  }
  await app.close();
  await database.close();
  return { ...summarise(samples), loadSeconds };
}

const rows: string[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  if (kind === 'postgres' && !(await postgresAnswers(serverUrl))) {
    rows.push(`| postgres | – | – | – | server not reachable |`);
    continue;
  }
  const result = await measure(kind);
  console.log(kind, result);
  rows.push(
    `| ${kind} | ${formatMs(result.medianMs)} | ${formatMs(result.p99Ms)} | ${result.runs} | loaded ${jobs.toLocaleString('en-GB')} jobs in ${result.loadSeconds.toFixed(0)} s |`,
  );
}

await writeResultsSection('jobs-estimate', [
  `### Jobs estimate with ${jobs.toLocaleString('en-GB')} homeowner jobs`,
  '',
  `\`npx tsx bench/jobs-estimate.bench.ts ${jobs} ${requests}\` — ${new Date().toISOString().slice(0, 10)}, in-process`,
  '(`app.inject`, so HTTP parsing, validation, CSRF, session lookup and the query; no network).',
  '',
  '| database | median ms | p99 ms | requests | note |',
  '|---|---|---|---|---|',
  ...rows,
]);
