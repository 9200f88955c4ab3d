import type { FunnelReport, FunnelScheme } from '#common/contract/calls/experiment';
import { funnelSteps, outcomeNames } from '#common/experiment';
import type { OrderingScheme } from '#common/step-order';

/**
 * The outcomes' rates in their order, each with an interval of ±8.8 points: 50 %, 40 % … 10 % for setup complete to
 * first week retained, then 45 %, 35 %, 25 % and 15 % for company checked to first review published.
 */
const outcomeRates = [0.5, 0.4, 0.3, 0.2, 0.1, 0.45, 0.35, 0.25, 0.15];

/** Test data: a scheme whose every step loses a tenth of the visitors, half saving and a quarter skipping. */
export function testScheme(scheme: OrderingScheme, assigned: number, forced = 0, simulated = 0): FunnelScheme {
  const steps = funnelSteps(scheme).map((step, index) => {
    const reached = Math.round(assigned * 0.9 ** index);
    return { step, reached, saved: Math.round(reached / 2), skipped: Math.round(reached / 4) };
  });
  const outcomes = outcomeNames.map((name, index) => {
    const rate = outcomeRates[index] ?? 0;
    return {
      name,
      count: Math.round(assigned * rate),
      rate,
      ci_low: Number((rate - 0.088).toFixed(3)),
      ci_high: Number((rate + 0.088).toFixed(3)),
      p_value: scheme === 'original' ? null : 0.0123,
    };
  });
  return { scheme, assigned, forced, simulated, steps, outcomes };
}

export function testReport(assigned: [number, number, number] = [200, 180, 190]): FunnelReport {
  return {
    from: '2026-10-28',
    to: '2026-11-26',
    schemes: [
      testScheme('original', assigned[0], 3, 12),
      testScheme('reorderedV1412', assigned[1]),
      testScheme('reorderedV1612', assigned[2]),
    ],
  };
}
