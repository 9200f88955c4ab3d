import { evaluateBudgets } from './budgets';
import { writeResultsSection } from './results-file';
import { readResults } from './results-json';

/** Judges bench/results.json and writes the budgets table of RESULTS.md; the number broken. */
export async function writeBudgetsSection(): Promise<number> {
  const checks = evaluateBudgets(readResults());
  await writeResultsSection('budgets', [
    '### Budgets, as `npm run bench:check` judges this run',
    '',
    '| budget | limit | measured | |',
    '|---|---|---|---|',
    ...checks.map((check) => `| ${check.budget} | ${check.limit} | ${check.actual} | ${check.ok ? 'kept' : '**broken**'} |`),
  ]);
  return checks.filter((check) => !check.ok).length;
}

// `npx tsx bench/budgets-section.ts`: the table again after one benchmark was run on its own
if (import.meta.url === `file://${process.argv[1]}`) await writeBudgetsSection();
