import { describe, expect, it } from 'vitest';
import { intervalText, percentText, pValueText, stepLabel } from './experiment-labels';
import type { Comparison } from '#common/experiment-stats';
import { verdictSentence } from './verdict-sentence';

const comparison = (change: Partial<Comparison>): Comparison => ({
  scheme: 'reorderedV1412',
  outcome: 'profile_live',
  difference: 0.08,
  p_value: 0.001,
  adjusted_p: 0.01,
  significant: true,
  more_per_scheme: null,
  ...change,
});

describe('the verdict sentences', () => {
  it('calls a significant difference better or worse, naming the correction', () => {
    expect(verdictSentence(comparison({}), { comparisons: 10 })).toBe(
      'Reordered (V1412) is better than Original on Profile live (after correction for 10 comparisons).',
    );
    expect(verdictSentence(comparison({ scheme: 'reorderedV1612', outcome: 'card_added', difference: -0.05 }), { comparisons: 10 })).toBe(
      'Reordered (V1612) is worse than Original on Card added (after correction for 10 comparisons).',
    );
  });

  it('says how many more traders are needed when nothing is called yet', () => {
    expect(
      verdictSentence(comparison({ significant: false, p_value: 0.04, adjusted_p: 0.4, more_per_scheme: 1240 }), { comparisons: 10 }),
    ).toBe(
      'Reordered (V1412) against Original on Profile live: not enough data yet. ' +
        'About 1,240 more traders per scheme would be needed at the rates seen so far.',
    );
  });

  it('says no difference is seen when no number of traders would show one', () => {
    expect(verdictSentence(comparison({ significant: false, difference: 0, p_value: 1, adjusted_p: 1 }), { comparisons: 10 })).toBe(
      'Reordered (V1412) against Original on Profile live: no difference seen so far.',
    );
  });

  it('says a comparison waits for visitors when one of the two orders had none', () => {
    expect(verdictSentence(comparison({ significant: false, difference: 0.3 }), { comparisons: 10, unassigned: 'original' })).toBe(
      'Reordered (V1412) against Original on Profile live: not enough data yet, as no visitor was assigned Original in this period.',
    );
  });
});

describe('the figures as the page writes them', () => {
  it('gives rates and intervals with one decimal, and p-values to three places', () => {
    expect(percentText(0.45678)).toBe('45.7 %');
    expect(intervalText(0.412, 0.588)).toBe('(41.2 %–58.8 %)');
    expect(pValueText(0.0123)).toBe('p = 0.012');
    expect(pValueText(0.0004)).toBe('p < 0.001');
    expect(pValueText(null)).toBe('—');
  });

  it('tells the lead pages from the setup pages of the same title', () => {
    expect(stepLabel('lead_trades')).toBe('Your Trades (lead)');
    expect(stepLabel('trades')).toBe('Your Trades');
    expect(stepLabel('lead_location')).toBe('Join for more job leads today (lead)');
  });
});
