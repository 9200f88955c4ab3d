// `npm run bench`: builds the app into BUILD_DIR (default .build-bench), runs every benchmark one after the other
// and writes bench/RESULTS.md and bench/results.json. Knobs: bench/bench-settings.ts; BENCH_SKIP_BUILD=1 reuses a build.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { writeBudgetsSection } from './budgets-section';
import { benchSettings } from './bench-settings';
import { benchBuildDir } from './built-server';
import { machineDescription, today, writeResultsSection } from './results-file';
import { saveResults } from './results-json';

const BENCHMARKS = [
  'bench/web-bytes.bench.ts',
  'bench/lighthouse.bench.ts',
  'bench/interaction.bench.ts',
  'bench/api-throughput.bench.ts',
  'bench/signups.bench.ts',
  'bench/jobs-estimate.bench.ts',
  'bench/service-areas.bench.ts',
  'bench/experiment-funnel.bench.ts',
  'bench/memory.bench.ts',
];

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, BUILD_DIR: benchBuildDir } });
  return result.status === 0;
}

const started = performance.now();
if (process.env.BENCH_SKIP_BUILD !== '1' && !run('npm', ['run', 'build'])) process.exit(1);
saveResults({ machine: machineDescription() });
const failed = BENCHMARKS.filter((file) => {
  console.log(`\n— ${file}`);
  return !run(process.execPath, ['--import', 'tsx', file]);
});
const minutes = (performance.now() - started) / 60_000;

const knobs = Object.entries(benchSettings).map(([name, value]) => `${name} ${Array.isArray(value) ? value.join('/') : value}`);
await writeResultsSection('run', [
  '### Last full run',
  '',
  `\`npm run bench\` — ${today()}, ${minutes.toFixed(1)} minutes, build in \`${benchBuildDir}\`; settings: ${knobs.join(', ')}.`,
  failed.length > 0 ? `**Failed:** ${failed.join(', ')} (their sections below are from an earlier run).` : 'Every benchmark finished.',
]);
await writeBudgetsSection();
if (failed.length > 0) process.exit(1);
