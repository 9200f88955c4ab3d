// API throughput and latency against the built server, each route as a ratio to an empty route in the same run.
// Usage: npx tsx bench/api-throughput.bench.ts   (knobs: BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_ROUNDS; see bench-settings.ts)
import { combineRounds, runLoad, type LoadRun, type LoadTarget, type TargetFigures } from './api-load';
import { apiTargets, EMPTY_TARGET } from './api-targets';
import { postgresAnswers, type BenchDatabaseKind } from './bench-database';
import { benchSettings } from './bench-settings';
import { withLoadedServer } from './loaded-server';
import { formatMs } from './latency';
import { writeResultsSection, today } from './results-file';
import { saveResults } from './results-json';

const { connections, seconds, rounds, warmupSeconds } = benchSettings;

/** A route that does not answer 2xx (not built yet, or broken) is reported, not measured. */
async function answers(origin: string, target: LoadTarget): Promise<string | null> {
  const built = target.request(0, 0);
  const reply = await fetch(`${origin}${target.path}`, {
    method: target.method,
    headers: { ...(built.body === undefined ? {} : { 'content-type': 'application/json' }), ...built.headers },
    body: built.body === undefined ? undefined : JSON.stringify(built.body),
  });
  return reply.ok ? null : `answers ${reply.status}`;
}

async function measure(kind: BenchDatabaseKind): Promise<{ figures: TargetFigures[]; skipped: Record<string, string> }> {
  return withLoadedServer(kind, { portOffset: kind === 'pglite' ? 0 : 1, visitors: connections }, async (server, fixtures) => {
    const skipped: Record<string, string> = {};
    const targets: LoadTarget[] = [];
    for (const target of apiTargets(fixtures)) {
      const problem = await answers(server.origin, target);
      if (problem) skipped[target.name] = problem;
      else targets.push(target);
    }
    const all = [EMPTY_TARGET, ...targets];
    for (const target of all) await runLoad(server.origin, target, { connections, seconds: warmupSeconds });
    const runs = new Map<LoadTarget, LoadRun[]>(all.map((target) => [target, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const target of all) runs.get(target)?.push(await runLoad(server.origin, target, { connections, seconds }));
      console.log(`${kind}: round ${round + 1} of ${rounds} done`);
    }
    const baseline = runs.get(EMPTY_TARGET) ?? [];
    return { figures: all.map((target) => combineRounds(target.name, runs.get(target) ?? [], baseline)), skipped };
  });
}

const byDatabase: Record<string, TargetFigures[]> = {};
const notes: string[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  if (kind === 'postgres' && !(await postgresAnswers())) {
    notes.push('PostgreSQL: server not reachable, not measured.');
    continue;
  }
  const { figures, skipped } = await measure(kind);
  byDatabase[kind] = figures;
  for (const [name, problem] of Object.entries(skipped)) notes.push(`${kind}: \`${name}\` ${problem}, not measured.`);
  console.table(figures);
}

const names = [...new Set(Object.values(byDatabase).flatMap((figures) => figures.map((figure) => figure.name)))];
const cells = (kind: string, name: string) => {
  const figure = byDatabase[kind]?.find((candidate) => candidate.name === name);
  if (!figure) return ['–', '–', '–', '–'];
  const failed = figure.failed > 0 ? ` (${figure.failed} failed)` : '';
  return [
    `${Math.round(figure.rps).toLocaleString('en-GB')}${failed}`,
    formatMs(figure.p50Ms),
    formatMs(figure.p99Ms),
    `${(figure.ratio * 100).toFixed(0)} %`,
  ];
};

saveResults({ api: { date: today(), connections, rounds, seconds, byDatabase } });
await writeResultsSection('api-throughput', [
  '### API throughput and latency',
  '',
  `\`npm run bench\` (\`bench/api-throughput.bench.ts\`) — ${today()}. The built server (\`NODE_ENV=production\`, limits raised, log`,
  `level warn) on loopback; autocannon with ${connections} connections, ${rounds} rounds of ${seconds} s per route after a ${warmupSeconds} s`,
  'warm-up; each figure is the median of the rounds, and "of empty" is the median of the per-round ratios to the empty route',
  '(`GET /bench/empty`: every hook of the app, no work of its own) measured in the same round.',
  '',
  '| route | PGlite req/s | p50 ms | p99 ms | of empty | PostgreSQL req/s | p50 ms | p99 ms | of empty |',
  '|---|---|---|---|---|---|---|---|---|',
  ...names.map((name) => `| \`${name}\` | ${[...cells('pglite', name), ...cells('postgres', name)].join(' | ')} |`),
  ...(notes.length > 0 ? ['', ...notes] : []),
]);
