// The server's memory under the mixed load: every route of the API bench in turn for BENCH_MEMORY_MINUTES (default 5),
// on PGlite with the demo data's size of jobs and on PostgreSQL; resident memory after the first minute and at the end.
// Usage: npx tsx bench/memory.bench.ts   (after `npm run build` with the same BUILD_DIR)
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { runLoad } from './api-load';
import { apiTargets, EMPTY_TARGET } from './api-targets';
import { postgresAnswers, type BenchDatabaseKind } from './bench-database';
import { benchSettings } from './bench-settings';
import { DEMO_JOBS, withLoadedServer } from './loaded-server';
import { today, writeResultsSection } from './results-file';
import { saveResults, type MemoryRow } from './results-json';

const CONNECTIONS = 10;
const SLICE_SECONDS = 5;

/** A process's resident memory in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

async function measure(kind: BenchDatabaseKind): Promise<MemoryRow> {
  const portOffset = kind === 'pglite' ? 5 : 6;
  return withLoadedServer(kind, { portOffset, visitors: CONNECTIONS }, async (server, fixtures) => {
    const targets = [EMPTY_TARGET, ...apiTargets(fixtures)];
    const started = performance.now();
    const elapsedMinutes = () => (performance.now() - started) / 60_000;
    let afterFirstMinute: number | null = null;
    let requests = 0;
    for (let turn = 0; elapsedMinutes() < benchSettings.memoryMinutes; turn += 1) {
      const target = targets[turn % targets.length]!;
      requests += (await runLoad(server.origin, target, { connections: CONNECTIONS, seconds: SLICE_SECONDS })).ok;
      if (afterFirstMinute === null && elapsedMinutes() >= 1) afterFirstMinute = rssMb(server.pid);
    }
    const row = {
      database: kind,
      minutes: elapsedMinutes(),
      rssAfterFirstMinuteMb: afterFirstMinute ?? rssMb(server.pid),
      rssAtEndMb: rssMb(server.pid),
      requests,
    };
    console.log(row);
    return row;
  });
}

const rows: MemoryRow[] = [await measure('pglite')];
if (await postgresAnswers()) rows.push(await measure('postgres'));
saveResults({ memory: { date: today(), rows } });
await writeResultsSection('memory', [
  '### Server memory under the mixed load',
  '',
  `\`npx tsx bench/memory.bench.ts\` (part of \`npm run bench\`) — ${today()}. The built server in production mode, every route of`,
  `the API bench in turn (${SLICE_SECONDS} s each, ${CONNECTIONS} connections) for ${benchSettings.memoryMinutes} minutes, on a database with`,
  `${DEMO_JOBS.toLocaleString('en-GB')} jobs; resident memory (VmRSS) of the server process after the first minute and at the end.`,
  '',
  '| database | MB after 1 minute | MB at the end | growth | requests answered |',
  '|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${row.rssAfterFirstMinuteMb.toFixed(0)} | ${row.rssAtEndMb.toFixed(0)} | ` +
      `${(((row.rssAtEndMb - row.rssAfterFirstMinuteMb) / row.rssAfterFirstMinuteMb) * 100).toFixed(1)} % | ${row.requests.toLocaleString('en-GB')} |`,
  ),
]);
