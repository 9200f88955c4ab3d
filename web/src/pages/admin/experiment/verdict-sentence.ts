import { controlScheme, outcomeLabels } from '#common/experiment';
import type { Comparison } from '#common/experiment-stats';
import type { OrderingScheme } from '#common/step-order';
import { countText, schemeLabels } from './experiment-labels';

export interface VerdictContext {
  /** How many comparisons the report makes: the correction's count. */
  comparisons: number;
  /** A scheme of the two that nobody was assigned in the period (during a roll-out, say). */
  unassigned?: OrderingScheme;
}

/** What one comparison against the control means for staff. */
export function verdictSentence(comparison: Comparison, { comparisons, unassigned }: VerdictContext): string {
  const scheme = schemeLabels[comparison.scheme];
  const control = schemeLabels[controlScheme];
  const outcome = outcomeLabels[comparison.outcome];
  if (comparison.significant) {
    const direction = comparison.difference > 0 ? 'better' : 'worse';
    return `${scheme} is ${direction} than ${control} on ${outcome} (after correction for ${comparisons} comparisons).`;
  }
  const subject = `${scheme} against ${control} on ${outcome}`;
  if (unassigned) return `${subject}: not enough data yet, as no visitor was assigned ${schemeLabels[unassigned]} in this period.`;
  const more = comparison.more_per_scheme;
  if (more === null) return `${subject}: no difference seen so far.`;
  if (more === 0) return `${subject}: not enough data yet, though at the rates seen so far only a few more traders should be needed.`;
  return `${subject}: not enough data yet. About ${countText(more)} more traders per scheme would be needed at the rates seen so far.`;
}
