import { controlScheme, outcomeLabels } from '#common/experiment';
import { countText, schemeLabels } from './experiment-labels';
import type { SchemeComparison } from './scheme-comparisons';

/** What one comparison means for staff, out of `comparisons` made in all (the correction's count). */
export function verdictSentence(comparison: SchemeComparison, comparisons: number): string {
  const scheme = schemeLabels[comparison.scheme];
  const control = schemeLabels[controlScheme];
  const outcome = outcomeLabels[comparison.outcome];
  if (comparison.significant) {
    const direction = comparison.difference > 0 ? 'better' : 'worse';
    return `${scheme} is ${direction} than ${control} on ${outcome} (after correction for ${comparisons} comparisons).`;
  }
  if (comparison.more_per_scheme === null) return `${scheme} against ${control} on ${outcome}: no difference seen so far.`;
  return (
    `${scheme} against ${control} on ${outcome}: not enough data yet. About ${countText(comparison.more_per_scheme)} ` +
    'more traders per scheme would be needed at the rates seen so far.'
  );
}
