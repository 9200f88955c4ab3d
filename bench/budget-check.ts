/** One budget of the app, as checked by `npm run bench:check`. */
export interface BudgetCheck {
  budget: string;
  limit: string;
  actual: string;
  ok: boolean;
}

/** A budget's line; one not measured (`actual` null) counts as broken, so a skipped benchmark cannot pass. */
export function check(budget: string, limit: string, actual: string | null, ok: boolean): BudgetCheck {
  return actual === null ? { budget, limit, actual: 'not measured', ok: false } : { budget, limit, actual, ok };
}
