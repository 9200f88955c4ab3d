import { check, type BudgetCheck } from './budget-check';
import { INTERACTIONS } from './interaction-inp';
import type { BenchResults } from './results-json';

/** Interaction to Next Paint of each measured press at 4× CPU slowdown: the median of its repeats. */
export const INP_BUDGET_MS = 100;

export function interactionChecks(results: BenchResults): BudgetCheck[] {
  const rows = results.interactions?.rows ?? [];
  return INTERACTIONS.map((name) => {
    const row = rows.find((candidate) => candidate.name === name);
    return check(
      `${name}: interaction to next paint`,
      `< ${INP_BUDGET_MS} ms`,
      row ? `${Math.round(row.medianMs)} ms (worst ${Math.round(row.worstMs)} ms)` : null,
      (row?.medianMs ?? Infinity) < INP_BUDGET_MS,
    );
  });
}
