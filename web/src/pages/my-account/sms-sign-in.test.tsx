import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { loadPage } from '#web/lib/full-load';
import { SignInPage } from './sign-in-page';

vi.mock('#web/lib/full-load', () => ({ loadPage: vi.fn() }));

const textedCode: FakeRoutes = { 'POST /auth/sms-login': [200, { success: true, id: 5 }] };

/** Opens the sms-login address, asks for a code and types one in. */
async function enterCode(routes: FakeRoutes, code = '1234') {
  const server = fakeServer({ ...textedCode, ...routes });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/my-account/sms-login?phone=07700900123']}>
      <SignInPage />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Text me a code' }));
  const input = await screen.findByLabelText('4-Digit SMS Code*');
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Submit Code' }));
  return { server, user, input };
}

beforeEach(() => {
  vi.mocked(loadPage).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('Text me a code', () => {
  it('asks for the code in a short numeric field the phone can fill in from the text', async () => {
    const { server, input } = await enterCode({ 'POST /auth/sms-login/code/5': [200, { success: true, redirect: '/my-account' }] });

    expect(server.sentTo('/auth/sms-login')).toMatchObject({ phone_number: '07700900123' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '4');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/my-account'));
    expect(server.sentTo('/auth/sms-login/code/5')).toMatchObject({ code: '1234' });
  });

  it('accepts the code, lists the accounts sharing the phone and signs in to the one picked', async () => {
    const accounts = [
      { id: 1, email: 'sam@example.co.uk' },
      { id: 2, email: 'office@slater-roofing.co.uk' },
    ];
    const { server, user } = await enterCode({
      'POST /auth/sms-login/code/5': [200, { success: true, users: accounts }],
      'POST /auth/sms-login/pick/5': [200, { success: true, redirect: '/my-account', url: '/my-account' }],
    });

    expect(await screen.findByRole('heading', { name: 'Code accepted' })).toHaveFocus();
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('sam@example.co.uk');
    expect(screen.queryByRole('button', { name: 'Submit Code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'office@slater-roofing.co.uk' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/my-account'));
    expect(server.sentTo('/auth/sms-login/pick/5')).toMatchObject({ user_id: 2 });
  });

  it('shows a wrong code under the code field', async () => {
    const { input } = await enterCode({ 'POST /auth/sms-login/code/5': [422, { errors: { code: ['That code is not correct.'] } }] });

    await waitFor(() => expect(input).toHaveAccessibleDescription('That code is not correct.'));
  });

  it('replaces the form with "Request a new code" when the code has expired, which starts again', async () => {
    const expired = 'This code has expired. Please request a new code.';
    const { user } = await enterCode({ 'POST /auth/sms-login/code/5': [422, { errors: { code: [expired] } }] });

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByRole('button', { name: 'Submit Code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a new code' }));

    expect(screen.getByLabelText('Phone number')).toHaveValue('07700900123');
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
  });
});
