import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gasNumberMessages } from '#common/contract/gas-number';
import type { UserView } from '#common/contract/user';
import { routePath, type RouteName } from '#common/routes';
import { newUser } from '#common/testing/new-user';
import { pageConfig } from '#web/lib/page-config';
import { refreshUser } from '#web/lib/user-store';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import GasStep from './gas-step';

const INFO = 'GET /v1/account/info';
const VERIFY = 'POST /v1/account/verify/gas';
const TRACK = 'POST /v1/trade-setup/track/test-session-id';
const info = (user: UserView) =>
  [200, { user, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } }] as const;

const heatingEngineer = (verified: Partial<UserView['verified']> = {}) =>
  newUser({ trades: [{ id: 4, name: 'Heating Engineer' }], verified: { ...newUser().verified, gas_recommended: true, ...verified } });

/** Signs `user` in through the user store and shows the step (original order: billing, gas, electric). */
async function showStep(user: UserView, routes: FakeRoutes = {}, from?: RouteName) {
  const server = fakeServer({ [INFO]: [...info(user)], [TRACK]: [200, {}], ...routes });
  await refreshUser();
  render(
    <MemoryRouter initialEntries={[{ pathname: routePath('gas'), state: from ? { from } : null }]}>
      <Routes>
        <Route path={routePath('gas')} element={<GasStep />} />
        <Route path={routePath('billing')} element={<p>The billing step</p>} />
        <Route path={routePath('electric')} element={<p>The electric step</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { server, clicker: userEvent.setup() };
}

const numberField = () => screen.getByLabelText('Gas Safe registration / ID number');
const tracked = (server: ReturnType<typeof fakeServer>) =>
  server.fetchMock.mock.calls.filter(([url]) => String(url).includes('/track/')).map(([, init]) => JSON.parse(String(init?.body)).event);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  pageConfig.sessionId = 'test-session-id';
});
afterEach(() => {
  vi.unstubAllGlobals();
  pageConfig.sessionId = '';
});

describe('a Heating Engineer on the gas step', () => {
  it('reads why, and sees the number field with its placeholder, Continue, Back and Skip', async () => {
    await showStep(heatingEngineer());

    expect(screen.getByRole('heading', { level: 1, name: 'Verify your Gas Safe' })).toBeInTheDocument();
    expect(screen.getByText(/Heating engineers must be on the gas register/)).toHaveTextContent('cannot buy gas-required leads until');
    expect(numberField()).toHaveAttribute('placeholder', 'Enter your registration / ID number');
    for (const name of ['Continue', 'Back', 'Skip']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('is told under the field what is wrong with a number, and nothing is sent', async () => {
    const { server, clicker } = await showStep(heatingEngineer());

    await clicker.type(numberField(), '12 34');
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));

    expect(numberField()).toHaveAccessibleDescription(expect.stringContaining(gasNumberMessages.length));
    expect(server.sentTo('/verify/gas')).toBeUndefined();
  });

  it('sends the number, hides Back and Skip while saving, then shows "Gas number provided!" and Continue moves on', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const { server, clicker } = await showStep(heatingEngineer());
    const fetchMock = server.fetchMock.getMockImplementation();
    server.fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/verify/gas')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : (fetchMock?.(input, init) as Promise<Response>),
    );

    await clicker.type(numberField(), '123 456');
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(server.sentTo('/verify/gas')).toEqual({ gas_id_number: '123 456' });
    answer(new Response(JSON.stringify({ success: true }), { status: 200 }));

    expect(await screen.findByRole('status')).toHaveTextContent('Gas number provided!');
    expect(screen.getByText(/We are checking/)).toHaveTextContent('123456');
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The electric step')).toBeInTheDocument();
    await waitFor(() => expect(tracked(server)).toEqual(expect.arrayContaining(['loaded', 'saved'])));
  });

  it('sees the server’s refusal under the field', async () => {
    const message = 'Only heating and gas engineers verify a Gas Safe number. Add one of those trades to your account first.';
    const { clicker } = await showStep(heatingEngineer(), { [VERIFY]: [422, { errors: { gas_id_number: [message] } }] });

    await clicker.type(numberField(), '1234567');
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(numberField()).toHaveAccessibleDescription(expect.stringContaining(message)));
  });

  it('with a number being checked sees "Gas number provided!" and can correct the number', async () => {
    const { clicker } = await showStep(heatingEngineer({ gas_checking: true, gas_number: '654321' }));

    expect(screen.getByRole('status')).toHaveTextContent('Gas number provided!');
    await clicker.click(screen.getByRole('button', { name: 'Change the number' }));

    expect(numberField()).toHaveValue('654321');
  });

  it('after a rejection reads "Not accepted: …" with the reason and the way to send a number again, which then hides it', async () => {
    const reason = 'This number belongs to another business on the Gas Safe Register.';
    const { server, clicker } = await showStep(heatingEngineer({ gas_number: '654321', gas_rejection_reason: reason }), {
      [VERIFY]: [200, { success: true }],
    });

    expect(screen.getByRole('status')).toHaveTextContent(`Not accepted: ${reason}`);
    expect(screen.getByText(/send it again below/)).toHaveTextContent(
      'Please check the number on your Gas Safe ID card and send it again below.',
    );
    await clicker.type(numberField(), '7654321');
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));

    expect(server.sentTo('/verify/gas')).toEqual({ gas_id_number: '7654321' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Gas number provided!'));
    expect(screen.queryByText(/Not accepted/)).not.toBeInTheDocument();
  });

  it('with no rejection shows no "Not accepted"', async () => {
    await showStep(heatingEngineer());
    expect(screen.queryByText(/Not accepted/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('once verified sees "Gas number verified!" with Continue to the next step', async () => {
    const { clicker } = await showStep(heatingEngineer({ gas: true, gas_number: '654321' }));

    expect(screen.getByRole('status')).toHaveTextContent('Gas number verified!');
    expect(screen.getByText(/Gas Safe number:/)).toHaveTextContent('654321');
    expect(screen.queryByLabelText('Gas Safe registration / ID number')).not.toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The electric step')).toBeInTheDocument();
  });
});

describe('a trader with no gas trade', () => {
  it('passes straight on to electric and autoskipped is recorded', async () => {
    const { server } = await showStep(newUser(), {}, 'billing');

    expect(await screen.findByText('The electric step')).toBeInTheDocument();
    await waitFor(() => expect(server.sentTo('/track/test-session-id')).toMatchObject({ page: 'gas', event: 'autoskipped' }));
  });

  it.each(['electric', 'complete'] as const)('coming back from %s is sent on back to billing', async (from) => {
    await showStep(newUser(), {}, from);
    expect(await screen.findByText('The billing step')).toBeInTheDocument();
  });
});
