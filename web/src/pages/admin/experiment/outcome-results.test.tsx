import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutcomeResults } from './outcome-results';
import type { Comparison } from '#common/experiment-stats';
import { testReport } from '#web/testing/test-report';

const comparison = (scheme: Comparison['scheme'], outcome: Comparison['outcome'], significant: boolean): Comparison => ({
  scheme,
  outcome,
  difference: 0.06,
  p_value: significant ? 0.0004 : 0.2,
  adjusted_p: significant ? 0.004 : 1,
  significant,
  more_per_scheme: significant ? null : 860,
});

describe('an outcome’s results', () => {
  it('gives the verdict of each order against the control, counting every comparison of the report', () => {
    const comparisons = [
      comparison('reorderedV1412', 'profile_live', true),
      comparison('reorderedV1612', 'profile_live', false),
      comparison('reorderedV1412', 'card_added', false),
      comparison('reorderedV1612', 'card_added', false),
    ];
    render(<OutcomeResults report={testReport()} outcome="profile_live" comparisons={comparisons} />);

    const verdicts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(verdicts).toEqual([
      'Reordered (V1412) is better than Original on Profile live (after correction for 4 comparisons).',
      'Reordered (V1612) against Original on Profile live: not enough data yet. About 860 more traders per scheme would be needed at the rates seen so far.',
    ]);
  });

  it('shows the figures without verdicts while there are no comparisons', () => {
    render(<OutcomeResults report={testReport()} outcome="card_added" comparisons={[]} />);

    expect(screen.getByRole('heading', { name: 'Card added' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Card added by scheme' })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('gives no rate and no test for an order nobody was assigned, and tests nothing when the control had nobody', () => {
    const { unmount } = render(<OutcomeResults report={testReport([200, 180, 0])} outcome="plan_picked" comparisons={[]} />);
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    expect(cells(/^Reordered \(V1612\)/)).toEqual(['0', '—', '—']);
    expect(cells(/^Reordered \(V1412\)/)).toEqual(['54', '30.0 % (21.2 %–38.8 %)', 'p = 0.012']);
    unmount();

    render(<OutcomeResults report={testReport([0, 180, 190])} outcome="plan_picked" comparisons={[]} />);
    expect(cells(/^Original/)).toEqual(['0', '—', '—']);
    expect(cells(/^Reordered \(V1412\)/)).toEqual(['54', '30.0 % (21.2 %–38.8 %)', '—']);
  });
});
