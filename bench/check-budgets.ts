// `npm run bench:check`: the budgets against bench/results.json (the last `npm run bench`) and fresh bundle bytes.
// Exits 1 when a budget is broken or was never measured. BENCH_SKIP_BUILD=1 measures the existing build in BUILD_DIR.
import { spawnSync } from 'node:child_process';
import { evaluateBudgets } from './budgets';
import { benchBuildDir } from './built-server';
import { readResults } from './results-json';
import { measureWebBytes } from './web-bytes-measure';

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: benchBuildDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const results = readResults();
const checks = evaluateBudgets({ ...results, webBytes: { date: 'now', rows: measureWebBytes(benchBuildDir) } });
const measuredOn = [
  results.machine ? `machine: ${results.machine}` : null,
  results.api ? `API ${results.api.date}` : null,
  results.jobsEstimate ? `estimate ${results.jobsEstimate.date}` : null,
  results.lighthouse ? `Lighthouse ${results.lighthouse.date}` : null,
  results.experimentFunnel ? `experiment funnel ${results.experimentFunnel.date}` : null,
].filter(Boolean);
console.log(`Budgets (bundle bytes measured now; the rest from bench/results.json: ${measuredOn.join(', ') || 'none'})\n`);
for (const { budget, limit, actual, ok } of checks) console.log(`${ok ? 'ok    ' : 'BROKEN'}  ${budget}: ${actual} (${limit})`);
const broken = checks.filter((check) => !check.ok).length;
console.log(`\n${checks.length - broken} kept, ${broken} broken`);
process.exit(broken > 0 ? 1 : 0);
