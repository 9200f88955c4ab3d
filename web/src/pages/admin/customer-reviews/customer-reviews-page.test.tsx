import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPages } from '#common/admin-pages';
import { reviewMessages } from '#common/contract/calls/reviews';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { renderAdminPage } from '#web/testing/render-admin-page';
import CustomerReviewsPage from './customer-reviews-page';

const LIST = 'GET /v1/admin/reviews';
const calm = { same_address_as_trader: false, same_device_as_trader: false, reviews_from_address: 1, email_on_other_traders: 0 };

function review(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    rating: 2,
    title,
    text: 'The boiler was fitted late and the mess was left for us to clear.',
    job_month: '2026-10',
    reviewer_name: 'Sam K.',
    status: 'pending',
    created_at: '2026-11-20T10:00:00.000Z',
    reply: null,
    reported: false,
    trader: { id: 7, name: 'Jo Bloggs', business: 'Bloggs Heating' },
    reviewer_email: 'sam@example.com',
    signals: calm,
    ...extra,
  };
}

function openPage(routes: FakeRoutes, query = '') {
  const server = fakeServer(routes);
  renderAdminPage(<CustomerReviewsPage />, `${adminPages.customerReviews}${query}`);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('the customer reviews page', () => {
  it('shows each pending review with its signals in sentences, and says when nothing stands out', async () => {
    openPage({
      [LIST]: [
        200,
        {
          reviews: [
            review(1, 'Late and messy'),
            review(2, 'Great job', { rating: 5, signals: { ...calm, same_device_as_trader: true, reviews_from_address: 3 } }),
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: '2 waiting' })).toBeVisible();
    const late = screen.getByRole('article', { name: 'Late and messy' });
    expect(within(late).getByText(/About Jo Bloggs \(Bloggs Heating\)/)).toBeVisible();
    expect(within(late).getByText('2 out of 5', { exact: false })).toBeVisible();
    expect(within(late).getByText('sam@example.com')).toBeVisible();
    expect(within(late).getByText('October 2026')).toBeVisible();
    expect(within(late).getByText(/^Nothing stands out/)).toBeVisible();
    const great = screen.getByRole('article', { name: 'Great job' });
    const signals = within(great).getByRole('note', { name: 'Signals' });
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "It was written from the same browser as one of the trader's own sessions.",
      '3 reviews came from the same internet address.',
    ]);
  });

  it('publishes a review: it leaves the list and the page says what happened', async () => {
    const server = openPage({
      [LIST]: [200, { reviews: [review(1, 'Late and messy')] }],
      'POST /v1/admin/reviews/1/approve': [200, { success: true }],
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Publish/ }));
    expect(await screen.findByText('Published the review “Late and messy” of Jo Bloggs.')).toHaveFocus();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('No review is waiting to be published.')).toBeVisible();
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with a reason from the list, showing the server’s sentence under the note for "Other"', async () => {
    let tries = 0;
    const server = openPage({
      [LIST]: [200, { reviews: [review(1, 'Late and messy')] }],
      'POST /v1/admin/reviews/1/reject': () =>
        ++tries === 1 ? [422, { errors: { note: [reviewMessages.rejectNoteMissing] } }] : [200, { success: true }],
    });
    const reason = await screen.findByRole('combobox', { name: 'Reason for rejecting' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reason', 'Not a customer', 'Offensive', 'Personal data', 'Incentive declared', 'Other']);
    await userEvent.selectOptions(reason, 'other');
    await userEvent.click(screen.getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByText(reviewMessages.rejectNoteMissing)).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for staff' }), 'Written by the trader’s brother.');
    await userEvent.click(screen.getByRole('button', { name: /^Reject/ }));
    expect(await screen.findByText('Rejected the review “Late and messy” of Jo Bloggs. Reason: Other.')).toBeVisible();
    expect(server.sentTo('/v1/admin/reviews/1/reject')).toEqual({ reason: 'other', note: 'Written by the trader’s brother.' });
  });

  it('lists reported reviews on their own tab, where a decision keeps or takes one down', async () => {
    const server = openPage(
      {
        [LIST]: [
          200,
          {
            reviews: [
              review(4, 'Rude', {
                status: 'published',
                reported: true,
                reply: { text: 'We disagree.', replied_at: '2026-11-21T10:00:00.000Z' },
              }),
            ],
          },
        ],
        'POST /v1/admin/reviews/4/approve': [409, { code: 'already_decided', message: 'This review has already been decided.' }],
      },
      '?status=reported',
    );
    expect(await screen.findByRole('heading', { name: '1 reported' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reported by the trader' })).toHaveAttribute('aria-current', 'page');
    expect(String(server.fetchMock.mock.calls[0]?.[0])).toContain('status=reported');
    expect(screen.getByText(/We disagree\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Keep published/ }));
    expect(await screen.findByText('Someone else has already decided the review “Rude” of Jo Bloggs.')).toBeVisible();
    expect(screen.getByText('No review is reported.')).toBeVisible();
  });
});
