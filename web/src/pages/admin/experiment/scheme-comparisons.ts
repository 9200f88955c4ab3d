import type { FunnelReport } from '#common/contract/calls/experiment';
import type { OutcomeName } from '#common/experiment';
import type { OrderingScheme } from '#common/step-order';

/**
 * One scheme against the control on one outcome, as compareSchemes (common/experiment-stats.ts)
 * returns it: `difference` is the scheme's rate minus the control's, `significant` is after the
 * correction for the number of comparisons, `more_per_scheme` the traders still needed at the rates
 * seen (null when no number of traders would show a difference).
 */
export interface SchemeComparison {
  scheme: OrderingScheme;
  outcome: OutcomeName;
  difference: number;
  p_value: number;
  adjusted_p: number;
  significant: boolean;
  more_per_scheme: number | null;
}

/** Stand-in until common/experiment-stats.ts is on main: no verdicts rather than statistics of our own. */
export function compareReport(report: FunnelReport): SchemeComparison[] {
  void report;
  return [];
}
