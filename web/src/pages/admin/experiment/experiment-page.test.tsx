import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPages } from '#common/admin-pages';
import { experimentTexts } from '#common/contract/calls/experiment';
import { evenWeights } from '#common/experiment';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import ExperimentPage from './experiment-page';
import { renderAdminPage } from '#web/testing/render-admin-page';
import { testReport } from '#web/testing/test-report';

const FUNNEL = 'GET /v1/admin/funnel';
const WEIGHTS = 'GET /v1/admin/experiment/weights';
const noChanges = { [WEIGHTS]: [200, { weights: evenWeights, changes: [] }] } satisfies FakeRoutes;

function openPage(routes: FakeRoutes, query = '?from=2026-10-28&to=2026-11-26') {
  const server = fakeServer({ ...noChanges, ...routes });
  renderAdminPage(<ExperimentPage />, `${adminPages.experiment}${query}`);
  return server;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const funnelQueries = (server: ReturnType<typeof fakeServer>) =>
  server.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/v1/admin/funnel'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the experiment report', () => {
  it('shows each order with its visitors, a described funnel chart and its steps as a table', async () => {
    openPage({ [FUNNEL]: [200, testReport()] });

    const original = await screen.findByRole('region', { name: 'Original (control)' });
    expect(within(original).getByText(/visitors assigned/)).toHaveTextContent('200 visitors assigned');
    expect(within(original).getByText('3 forced visits not counted.')).toBeVisible();
    expect(within(original).getByText('Of these, 12 are simulated demo visitors, not real traders.')).toBeVisible();
    expect(within(original).getByRole('img')).toHaveAccessibleName(
      'Funnel of Original: of 200 visitors assigned, 200 reached Join for more job leads today (lead) and 41 reached Account Setup Complete. The table below gives every step.',
    );
    const steps = within(original).getByRole('table', { name: 'Steps of Original' });
    expect(
      within(steps)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Step', 'Reached', 'Saved', 'Skipped']);
    expect(cells(within(steps).getByRole('row', { name: /^Verify Phone Number/ }))).toEqual(['118', '59', '30']);

    const v1412 = screen.getByRole('region', { name: 'Reordered (V1412)' });
    expect(within(v1412).queryByText(/forced/)).toBeNull();
    expect(within(v1412).queryByText(/simulated/)).toBeNull();
    // the order of the steps is the scheme's own: membership straight after the phone
    const stepNames = within(v1412)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(stepNames.slice(5, 8)).toEqual(['Verify Phone Number', 'Membership', 'Billing Information']);
    expect(screen.getByRole('region', { name: 'Reordered (V1612)' })).toBeVisible();
  });

  it('gives every outcome per order with its rate, 95 % interval and p-value against the control', async () => {
    openPage({ [FUNNEL]: [200, testReport()] });

    const profileLive = within(await screen.findByRole('region', { name: 'Profile live' })).getByRole('table');
    expect(cells(within(profileLive).getByRole('row', { name: /^Original/ }))).toEqual(['80', '40.0 % (31.2 %–48.8 %)', '—']);
    expect(cells(within(profileLive).getByRole('row', { name: /^Reordered \(V1412\)/ }))).toEqual([
      '72',
      '40.0 % (31.2 %–48.8 %)',
      'p = 0.012',
    ]);
  });

  it('calls a difference only when it holds after the correction, and otherwise says what is missing', async () => {
    const report = testReport();
    const [, v1412, v1612] = report.schemes;
    const outcome = (scheme: typeof v1412, name: string) => scheme?.outcomes.find((each) => each.name === name);
    // 150 of 180 (83 %) against 80 of 200 (40 %): pooled 230/380, z² = 0.4333² / (0.6053 × 0.3947 × (1/180 + 1/200))
    // = 74.5, p ≈ 6e-18, far below 0.05 / 18 even as the smallest of the 2 × 9 comparisons
    Object.assign(outcome(v1412, 'profile_live') ?? {}, { count: 150 });
    Object.assign(outcome(v1612, 'setup_complete') ?? {}, { count: 100 }); // 52.6 % against 50 %
    openPage({ [FUNNEL]: [200, report] });

    const profileLive = await screen.findByRole('region', { name: 'Profile live' });
    expect(within(profileLive).getByText(/V1412/, { selector: 'li' })).toHaveTextContent(
      'Reordered (V1412) is better than Original on Profile live (after correction for 18 comparisons).',
    );
    const setupComplete = screen.getByRole('region', { name: 'Setup complete' });
    expect(within(setupComplete).getByText(/V1612/, { selector: 'li' })).toHaveTextContent(
      /^Reordered \(V1612\) against Original on Setup complete: not enough data yet\. About [\d,]+ more traders per scheme would be needed at the rates seen so far\.$/,
    );
    expect(within(setupComplete).getByText(/V1412/, { selector: 'li' })).toHaveTextContent(
      'Reordered (V1412) against Original on Setup complete: no difference seen so far.',
    );
  });

  it('says so plainly when nobody was assigned in the period, with no chart', async () => {
    openPage({ [FUNNEL]: [200, testReport([0, 0, 0])] });

    expect(await screen.findByText('No visitor was assigned an order in this period, so there is nothing to show yet.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('asks for the last 30 days ending today in London when the address names no period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-30T23:30:00Z')); // already 1 July in London (BST)
    const server = openPage({ [FUNNEL]: [200, testReport()] }, '');

    await screen.findByRole('region', { name: 'Original (control)' });
    expect(funnelQueries(server)).toEqual(['/v1/admin/funnel?from=2026-06-02&to=2026-07-01']);
    expect(screen.getByLabelText('From')).toHaveValue('2026-06-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-07-01');
  });

  it('keeps a new period in the address and asks for its report', async () => {
    const server = openPage({ [FUNNEL]: [200, testReport()] });
    await screen.findByRole('region', { name: 'Original (control)' });

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    await vi.waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/admin/experiment?from=2026-11-01&to=2026-11-26'));
    await vi.waitFor(() => expect(funnelQueries(server).at(-1)).toBe('/v1/admin/funnel?from=2026-11-01&to=2026-11-26'));
  });

  it('shows the server’s reasons under the field they concern', async () => {
    openPage({ [FUNNEL]: [422, { errors: { to: [experimentTexts.toBeforeFrom] } }] }, '?from=2026-11-26&to=2026-11-01');

    expect(await screen.findByText(experimentTexts.toBeforeFrom)).toBeVisible();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(experimentTexts.toBeforeFrom);
    expect(screen.getByLabelText('From')).not.toHaveAccessibleDescription(experimentTexts.toBeforeFrom);
  });
});
