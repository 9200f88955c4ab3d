import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_LINK_USED } from '#common/contract/password-texts';
import { ChangePasswordForm } from '#web/features/sign-in/change-password-form';
import { fakeServer } from '#web/testing/fake-server';
import { loadPage } from '#web/lib/full-load';
import ResetPasswordPage from './reset-password-page';

vi.mock('#web/lib/full-load', () => ({ loadPage: vi.fn() }));

const TOKEN = 'a-reset-token-of-forty-three-characters-xyz';

function openResetLink(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/my-account/reset-password${hash}`);
  render(
    <MemoryRouter>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(loadPage).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordPage', () => {
  it('sends the token from the link with the new password, takes it out of the address bar, and loads the account', async () => {
    const server = fakeServer({ 'POST /auth/password-reset': [200, { success: true, redirect: '/my-account' }] });
    openResetLink();
    expect(window.location.hash).toBe('');

    await userEvent.type(screen.getByLabelText('New password'), 'New-Radiator-Password-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/my-account'));
    expect(server.sentTo('/auth/password-reset')).toEqual({ token: TOKEN, password: 'New-Radiator-Password-42' });
  });

  it('shows a refused password under its field', async () => {
    fakeServer({ 'POST /auth/password-reset': [422, { errors: { password: ['Your password must be at least 8 characters.'] } }] });
    openResetLink();

    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/Your password must be at least 8 characters\./),
    );
  });

  it('says so when the link is used up and offers a new one below', async () => {
    fakeServer({ 'POST /auth/password-reset': [422, { errors: { token: [PASSWORD_RESET_LINK_USED] } }] });
    openResetLink();

    await userEvent.type(screen.getByLabelText('New password'), 'New-Radiator-Password-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_LINK_USED);
    expect(screen.getByRole('button', { name: 'Email me a reset link' })).toBeVisible();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('a link without its token goes straight to asking for a new one', () => {
    openResetLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_LINK_USED);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('ChangePasswordForm', () => {
  it('shows each refusal under its field and, once changed, says other devices are signed out', async () => {
    let attempt = 0;
    fakeServer({
      'POST /v1/account/password': () => {
        attempt += 1;
        return attempt === 1
          ? [422, { errors: { current_password: ['This is not your current password.'] } }]
          : [200, { success: true, sessions_ended: 2 }];
      },
    });
    render(<ChangePasswordForm />);

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'New-Radiator-Password-42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('This is not your current password.'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Every other device has been signed out.')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
