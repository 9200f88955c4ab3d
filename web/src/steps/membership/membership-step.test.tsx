import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MembershipsReply } from '#common/contract/calls/membership';
import type { UserView } from '#common/contract/user';
import { routePath, sitePages } from '#common/routes';
import { newUser } from '#common/testing/new-user';
import { FREE_MONTH_USED, FREE_TRIAL_PROMISE } from '#web/components/promises/trial-and-support';
import { pageConfig } from '#web/lib/page-config';
import { refreshUser } from '#web/lib/user-store';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import MembershipStep from './membership-step';

const LIST = 'GET /v1/account/billing/memberships';
const INFO = 'GET /v1/account/info';
const trial = { type: 'FREE_TRIAL' as const };
const offer = (open = true): MembershipsReply => ({
  subscriptions: [
    { id: 1, name: 'Starter', plan: { cost: 29 }, benefits: { credits: 25, categories: 10 }, promotion: trial },
    { id: 2, name: 'Standard', plan: { cost: 59 }, benefits: { credits: 50, categories: 25 }, promotion: trial },
  ],
  show_payg: true,
  pre_selected: 2,
  highlight: 2,
  open,
  scheduled: null,
  changes_from: null,
  free_month_used: false,
});
const info = (user: UserView) =>
  [200, { user, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } }] as const;

/** Signs `user` in through the user store, then shows the step with the billing step after it. */
async function showStep(user: UserView, routes: FakeRoutes = {}) {
  const server = fakeServer({ [INFO]: [...info(user)], [LIST]: [200, offer(user.membership_status === 'PICK_SUB')], ...routes });
  await refreshUser();
  render(
    <MemoryRouter initialEntries={[routePath('membership')]}>
      <Routes>
        <Route path={routePath('membership')} element={<MembershipStep />} />
        <Route path={routePath('billing')} element={<p>The billing step</p>} />
        <Route path={sitePages.membershipPlans} element={<p>The plans page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { server, clicker: userEvent.setup() };
}

const startButton = () => screen.findByRole('button', { name: 'START FREE TRIAL' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  pageConfig.formOptions.autoSkipMembership = false;
});

describe('Skip on the membership step', () => {
  it('is hidden when the user flag setup_membership_skip is off', async () => {
    await showStep(newUser());

    await startButton();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });

  it('shows when the flag is on and leads to the next step', async () => {
    const { clicker } = await showStep(newUser({ flags: { setup_membership_skip: true } }));

    await startButton();
    await clicker.click(screen.getByRole('button', { name: 'Skip' }));

    expect(screen.getByText('The billing step')).toBeInTheDocument();
  });
});

describe('choosing on the membership step', () => {
  it('refuses a plan without the subscription terms, and calls no server', async () => {
    const { server, clicker } = await showStep(newUser());

    await clicker.click(await startButton());

    expect(screen.getByRole('checkbox', { name: /subscription terms/ })).toHaveAccessibleDescription(
      'Please agree to the subscription terms.',
    );
    expect(server.fetchMock.mock.calls.some(([url]) => String(url).includes('/pick'))).toBe(false);
  });

  it('starts the pre-selected plan with the terms, refreshes the user and moves on', async () => {
    const { server, clicker } = await showStep(newUser(), { 'POST /v1/account/billing/memberships/2/pick': [200, { success: true }] });
    const start = await startButton();
    server.fetchMock.mockClear();

    await clicker.click(screen.getByRole('checkbox', { name: /subscription terms/ }));
    await clicker.click(start);

    await screen.findByText('The billing step');
    expect(server.sentTo('/memberships/2/pick')).toEqual({ terms: true });
    expect(server.fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/account/info'))).toBe(true);
  });

  it('moves to pay as you go by its link', async () => {
    const { server, clicker } = await showStep(newUser(), { 'POST /v1/account/billing/memberships/payg': [200, { success: true }] });

    await clicker.click(await screen.findByRole('button', { name: 'Or choose Pay as you go' }));

    await screen.findByText('The billing step');
    expect(server.sentTo('/memberships/payg')).toEqual({});
  });

  it('shows a server failure under general and stays', async () => {
    const { clicker } = await showStep(newUser(), {
      'POST /v1/account/billing/memberships/payg': [500, { error: 'server_error', message: 'x' }],
    });

    await clicker.click(await screen.findByRole('button', { name: 'Or choose Pay as you go' }));

    expect(await screen.findByText('Something went wrong; please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('The billing step')).not.toBeInTheDocument();
  });
});

describe('a trader whose free month has been used (decision 106)', () => {
  it('is told so, and neither the plans nor the button promise a free month', async () => {
    const used: MembershipsReply = {
      ...offer(),
      subscriptions: offer().subscriptions.map((plan) => ({ ...plan, promotion: null })),
      free_month_used: true,
    };
    await showStep(newUser(), { [LIST]: [200, used] });

    expect(await screen.findByText(FREE_MONTH_USED)).toBeInTheDocument();
    expect(screen.getByText(/^Your free month has been used/)).toBeVisible();
    expect(screen.queryByText(FREE_TRIAL_PROMISE)).not.toBeInTheDocument();
    expect(screen.queryByText('1 month free trial')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start my plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START FREE TRIAL' })).not.toBeInTheDocument();
  });

  it('a trader with the free month still to come sees no such line', async () => {
    await showStep(newUser());

    expect(await startButton()).toBeInTheDocument();
    expect(screen.getByText(FREE_TRIAL_PROMISE)).toBeInTheDocument();
    expect(screen.queryByText(FREE_MONTH_USED)).not.toBeInTheDocument();
  });
});

describe('a trader who has chosen', () => {
  it('sees the plan with a manage link to the plans page, and Continue', async () => {
    const user = newUser({
      membership_status: 'PICKED',
      membership: { plan: { name: 'Standard', credits: 50, cost: 59 }, trial_ends_at: null },
    });
    const { clicker } = await showStep(user);

    expect(await screen.findByRole('region', { name: 'Your plan' })).toHaveTextContent('Standard50 credits every month£59 + VAT / month');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await clicker.click(screen.getByRole('link', { name: 'Manage your plan' }));
    expect(screen.getByText('The plans page')).toBeInTheDocument();
  });

  it('sees a plan change waiting for its date, and can keep the current plan', async () => {
    const user = newUser({
      membership_status: 'PICKED',
      membership: { plan: { name: 'Standard', credits: 50, cost: 59 }, trial_ends_at: null },
    });
    const at = `${new Date().getUTCFullYear() + 1}-01-12T10:00:00.000Z`;
    let scheduled: MembershipsReply['scheduled'] = { plan_id: 1, plan_name: 'Starter', payg: false, at };
    const { server, clicker } = await showStep(user, {
      [LIST]: () => [200, { ...offer(false), scheduled }],
      'POST /v1/account/billing/memberships/scheduled/cancel': () => {
        scheduled = null;
        return [200, { success: true, scheduled: null }];
      },
    });

    const card = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(card).findByRole('group', { name: 'Plan change' })).toHaveTextContent(
      `Changes to Starter on 12 January ${new Date().getUTCFullYear() + 1}.`,
    );
    await clicker.click(within(card).getByRole('button', { name: 'Keep Standard' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Plan change' })).not.toBeInTheDocument());
    expect(server.sentTo('/memberships/scheduled/cancel')).toEqual({});
  });

  it('on pay as you go sees an upgrade link to the plans page', async () => {
    await showStep(newUser({ membership_status: 'PAYG' }));

    expect(await screen.findByRole('link', { name: 'Upgrade to a monthly plan' })).toHaveAttribute('href', sitePages.membershipPlans);
  });
});

it('with the autoSkipMembership option it records autoskipped and moves straight on', async () => {
  pageConfig.formOptions.autoSkipMembership = true;
  pageConfig.sessionId = 'test-session-id';
  const { server } = await showStep(newUser(), { 'POST /v1/trade-setup/track/test-session-id': [200, { success: true }] });

  await screen.findByText('The billing step');
  await waitFor(() => expect(server.sentTo('/track/test-session-id')).toMatchObject({ page: 'membership', event: 'autoskipped' }));
  expect(server.fetchMock.mock.calls.some(([url]) => String(url).includes('/memberships'))).toBe(false);
  pageConfig.sessionId = '';
});
