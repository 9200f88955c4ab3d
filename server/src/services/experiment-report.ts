import { controlScheme, funnelSteps, outcomeNames } from '#common/experiment';
import { outcomeFigures, twoProportionPValue } from '#common/experiment-stats';
import type { FunnelReport } from '#common/contract/calls/experiment';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import type { FunnelCounts } from '../repos/experiment-funnel-repo';

/**
 * The funnel report from the period's counts: each scheme's steps in its own order, each outcome with its
 * rate, 95 % Wilson interval and the two-sided test against `original` (decision 091).
 */
export function funnelReport(from: string, to: string, counts: readonly FunnelCounts[]): FunnelReport {
  const of = (scheme: OrderingScheme, forced: boolean) => counts.find((row) => row.scheme === scheme && row.forced === forced);
  const control = of(controlScheme, false);
  return {
    from,
    to,
    schemes: orderingSchemes.map((scheme) => {
      const counted = of(scheme, false);
      const assigned = counted?.visitors ?? 0;
      return {
        scheme,
        assigned,
        forced: of(scheme, true)?.visitors ?? 0,
        simulated: counted?.simulated ?? 0,
        steps: funnelSteps(scheme).map((step) => ({
          step,
          reached: counted?.steps[step].reachedSteps ?? 0,
          saved: counted?.steps[step].savedSteps ?? 0,
          skipped: counted?.steps[step].skippedSteps ?? 0,
        })),
        outcomes: outcomeNames.map((name) => {
          const count = counted?.outcomes[name] ?? 0;
          return {
            name,
            count,
            ...outcomeFigures(count, assigned),
            p_value:
              scheme === controlScheme ? null : twoProportionPValue(count, assigned, control?.outcomes[name] ?? 0, control?.visitors ?? 0),
          };
        }),
      };
    }),
  };
}
