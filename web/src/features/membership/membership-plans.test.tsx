import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MembershipsReply } from '#common/contract/calls/membership';
import { newUser } from '#common/testing/new-user';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { SubscriptionTermsCheckbox } from '#web/shell/legal/subscription-terms-checkbox';
import { MembershipPlans } from './membership-plans';

const offer: MembershipsReply = {
  subscriptions: [
    { id: 1, name: 'Starter', plan: { cost: 29 }, benefits: { credits: 25, categories: 10 }, promotion: null },
    { id: 2, name: 'Standard', plan: { cost: 59 }, benefits: { credits: 50, categories: 25 }, promotion: null },
  ],
  show_payg: true,
  pre_selected: 2,
  highlight: 2,
  open: true,
  scheduled: null,
  changes_from: null,
  free_month_used: true,
};
const subscribed = newUser({
  membership_status: 'PICKED',
  membership: { plan: { name: 'Standard', credits: 50, cost: 59 }, trial_ends_at: null },
});
const info = [
  200,
  { user: subscribed, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } },
] as const;

function show(routes: FakeRoutes = {}) {
  const server = fakeServer({ 'GET /v1/account/billing/memberships': [200, offer], 'GET /v1/account/info': [...info], ...routes });
  render(
    <MemoryRouter>
      <MembershipPlans user={subscribed} TermsCheckbox={SubscriptionTermsCheckbox} />
    </MemoryRouter>,
  );
  return { server, clicker: userEvent.setup() };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('the membership plans page', () => {
  it('says which plan the trader is on and marks it in the list', async () => {
    show();

    expect(screen.getByText(/You are on the/)).toHaveTextContent(
      'You are on the Standard plan: 50 credits every month for £59 + VAT / month.',
    );
    expect(await screen.findByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(
      expect.stringContaining('Your current plan'),
    );
    expect(screen.getByRole('button', { name: 'This is your current plan' })).toBeDisabled();
  });

  it('says what a typical lead near the trader costs on each plan and on pay as you go, as the plan step does', async () => {
    const estimate = { quotes: 12, name: 'Electrician', postcode: 'SW1A 1AA', lead_credits: { low: 2, high: 8, typical: 4 } };
    show({ 'GET /v1/helpers/jobs-estimate': [200, estimate] });

    expect(await screen.findByRole('radio', { name: 'Starter' })).toHaveAccessibleDescription(
      expect.stringContaining('A typical lead (4 credits) costs £4.64 + VAT on this plan.'),
    );
    expect(screen.getByRole('region', { name: 'Pay as you go' })).toHaveTextContent('A typical lead (4 credits) costs £6.00 + VAT');
  });

  it('switches to another plan with the terms', async () => {
    const { server, clicker } = show({ 'POST /v1/account/billing/memberships/1/pick': [200, { success: true }] });

    await clicker.click(await screen.findByRole('radio', { name: 'Starter' }));
    await clicker.click(screen.getByRole('checkbox', { name: /subscription terms/ }));
    await clicker.click(screen.getByRole('button', { name: 'Switch to this plan' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You are now on the Starter plan.');
    expect(server.sentTo('/memberships/1/pick')).toEqual({ terms: true });
  });

  it('moves the trader to pay as you go', async () => {
    const { server, clicker } = show({ 'POST /v1/account/billing/memberships/payg': [200, { success: true }] });

    await clicker.click(await screen.findByRole('button', { name: 'Switch to Pay as you go' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You are now on Pay as you go.');
    expect(server.sentTo('/memberships/payg')).toEqual({});
  });
});

describe('a plan change waiting for the monthly anniversary', () => {
  const at = '2026-01-12T10:00:00.000Z';
  const waiting = { plan_id: 1, plan_name: 'Starter', payg: false, at };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-02T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows "Changes to Starter on 12 January" and keeps the current plan by its button', async () => {
    let scheduled: MembershipsReply['scheduled'] = waiting;
    const { server, clicker } = show({
      'GET /v1/account/billing/memberships': () => [200, { ...offer, scheduled, changes_from: '2026-02-12T10:00:00.000Z' }],
      'POST /v1/account/billing/memberships/scheduled/cancel': () => {
        scheduled = null;
        return [200, { success: true, scheduled: null }];
      },
    });

    expect(await screen.findByRole('group', { name: 'Plan change' })).toHaveTextContent('Changes to Starter on 12 January.');
    expect(screen.getByText(/A change made now starts/)).toHaveTextContent(
      'A change made now starts on your monthly anniversary, 12 February.',
    );
    await clicker.click(screen.getByRole('button', { name: 'Keep Standard' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You are keeping the Standard plan.');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Plan change' })).not.toBeInTheDocument());
    expect(server.sentTo('/memberships/scheduled/cancel')).toEqual({});
  });

  it('says when a switch after the free month will happen, not that it has', async () => {
    const { clicker } = show({ 'POST /v1/account/billing/memberships/1/pick': [200, { success: true, scheduled: waiting }] });

    await clicker.click(await screen.findByRole('radio', { name: 'Starter' }));
    await clicker.click(screen.getByRole('checkbox', { name: /subscription terms/ }));
    await clicker.click(screen.getByRole('button', { name: 'Switch to this plan' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your plan changes to Starter on 12 January.');
  });

  it('does not offer pay as you go again while a move to it is waiting', async () => {
    show({
      'GET /v1/account/billing/memberships': [200, { ...offer, scheduled: { plan_id: null, plan_name: 'Pay as you go', payg: true, at } }],
    });

    expect(await screen.findByRole('group', { name: 'Plan change' })).toHaveTextContent('Changes to Pay as you go on 12 January.');
    expect(screen.queryByRole('button', { name: 'Switch to Pay as you go' })).not.toBeInTheDocument();
  });
});
