import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dayMonthText, londonToday } from '#common/calendar-date';
import type { UserView } from '#common/contract/user';
import { newUser } from '#common/testing/new-user';
import { AwayMode } from './away-mode';
import { fakeServer } from '#web/testing/fake-server';
import { MembershipCancel } from '#web/features/membership/membership-cancel';

afterEach(() => vi.unstubAllGlobals());

const onPlan = newUser({
  membership_status: 'PICKED',
  membership: { plan: { credits: 50, name: 'Standard', cost: 59 }, trial_ends_at: null },
});
const offer = (changesFrom: string | null, scheduled: unknown = null) => [
  200,
  { subscriptions: [], show_payg: true, pre_selected: null, highlight: null, open: true, scheduled, changes_from: changesFrom },
];
const info = (user: UserView) => [200, { user, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } }];

function show(element: React.ReactElement) {
  render(<MemoryRouter>{element}</MemoryRouter>);
}

describe('AwayMode', () => {
  it('sends the date typed and offers a date between tomorrow and 90 days ahead', async () => {
    const until = addDays(londonToday(), 14);
    const server = fakeServer({
      'POST /v1/account/availability': [200, { paused_until: until }],
      'GET /v1/account/info': info(newUser({ paused_until: until })) as [number, unknown],
    });
    show(<AwayMode user={newUser()} />);
    const field = screen.getByLabelText('Pause new leads until');
    expect(field).toHaveAttribute('min', addDays(londonToday(), 1));
    expect(field).toHaveAttribute('max', addDays(londonToday(), 90));

    await userEvent.type(field, until);
    await userEvent.click(screen.getByRole('button', { name: 'Pause new leads' }));

    expect(server.sentTo('/v1/account/availability')).toEqual({ paused_until: until });
    expect(await screen.findByText(`New leads are paused until ${dayMonthText(until, londonToday())}.`)).toBeInTheDocument();
  });

  it('while paused says until when and resumes with one press', async () => {
    const until = addDays(londonToday(), 5);
    const server = fakeServer({
      'POST /v1/account/availability': [200, { paused_until: null }],
      'GET /v1/account/info': info(newUser()) as [number, unknown],
    });
    show(<AwayMode user={newUser({ paused_until: until })} />);
    expect(screen.getByText(/You are not taking new work until/)).toHaveTextContent(dayMonthText(until, londonToday()));

    await userEvent.click(screen.getByRole('button', { name: 'Resume now' }));

    expect(server.sentTo('/v1/account/availability')).toEqual({ paused_until: null });
    expect(await screen.findByText('You are taking new work again.')).toBeInTheDocument();
  });
});

describe('MembershipCancel', () => {
  it('cancels in two presses, showing the date the server gives before the second', async () => {
    const at = '2027-01-12T10:00:00.000Z';
    const server = fakeServer({
      'GET /v1/account/billing/memberships': offer(at) as [number, unknown],
      'POST /v1/account/billing/memberships/cancel': [
        200,
        { success: true, ends_at: at, scheduled: { plan_id: null, plan_name: 'Pay as you go', payg: true, at } },
      ],
      'GET /v1/account/info': info(onPlan) as [number, unknown],
    });
    show(<MembershipCancel user={onPlan} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    expect(screen.getByRole('group', { name: 'Cancel your membership?' })).toHaveTextContent(
      /Your Standard plan ends on 12 January( 2027)?,/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my plan' }));

    expect(server.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/memberships/cancel'))).toBe(true);
    expect(await screen.findByText(/Your plan is cancelled: it ends on 12 January/)).toBeInTheDocument();
  });

  it('in the free month says the plan ends today with nothing charged', async () => {
    fakeServer({ 'GET /v1/account/billing/memberships': offer(null) as [number, unknown] });
    show(<MembershipCancel user={onPlan} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));

    expect(screen.getByText('Your Standard plan ends today. You are in your free month, so nothing is charged.')).toBeInTheDocument();
  });
});
