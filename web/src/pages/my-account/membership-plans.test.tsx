import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MembershipsReply } from '../../../../common/contract/calls/membership';
import { newUser } from '../../../../common/setup-progress.fixture';
import { fakeServer, type FakeRoutes } from './fake-server';
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
};
const subscribed = newUser({ membership_status: 'PICKED', membership: { plan: { name: 'Standard', credits: 50, cost: 59 }, trial_ends_at: null } });
const info = [200, { user: subscribed, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } }] as const;

function show(routes: FakeRoutes = {}) {
  const server = fakeServer({ 'GET /v1/account/billing/memberships': [200, offer], 'GET /v1/account/info': [...info], ...routes });
  render(
    <MemoryRouter>
      <MembershipPlans user={subscribed} />
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

    expect(screen.getByText(/You are on the/)).toHaveTextContent('You are on the Standard plan: 50 credits every month for £59 + VAT / month.');
    expect(await screen.findByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(expect.stringContaining('Your current plan'));
    expect(screen.getByRole('button', { name: 'This is your current plan' })).toBeDisabled();
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
