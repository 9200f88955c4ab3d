import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#web/testing/fake-server';
import { CustomerReviewDecisions } from './customer-review-decisions';

const entry = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  decided_at: '2026-11-28T10:00:00.000Z',
  staff_email: 'reviewer@tradespace.test',
  decision: 'published',
  reason: null,
  note: null,
  review: { id: 100 + id, title: `Review ${id}`, rating: 1 },
  trader: { id: 7, name: 'Jo Bloggs' },
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('the customer review decisions on the audit log', () => {
  it('says who published or rejected which review and why, and loads older ones on request', async () => {
    let page = 0;
    fakeServer({
      'GET /v1/admin/reviews/decisions': () =>
        ++page === 1
          ? [200, { decisions: [entry(2, { decision: 'rejected', reason: 'other', note: 'Wrong firm.' })], page: 1, next_page: 2 }]
          : [200, { decisions: [entry(1)], page: 2, next_page: null }],
    });
    render(<CustomerReviewDecisions />);

    expect(await screen.findByText(/the 1-star review “Review 2” of Jo Bloggs/)).toHaveTextContent(
      'Rejected: the 1-star review “Review 2” of Jo Bloggs',
    );
    expect(screen.getByText('Reason: Other. Note: Wrong firm.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show older customer review decisions' }));
    expect(await screen.findByText(/“Review 1”/)).toHaveTextContent('Published: the 1-star review “Review 1” of Jo Bloggs');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show older customer review decisions' })).toBeNull();
  });

  it('says so when no review has been decided', async () => {
    fakeServer({ 'GET /v1/admin/reviews/decisions': [200, { decisions: [], page: 1, next_page: null }] });
    render(<CustomerReviewDecisions />);
    expect(await screen.findByText('No customer review has been decided yet.')).toBeVisible();
  });
});
