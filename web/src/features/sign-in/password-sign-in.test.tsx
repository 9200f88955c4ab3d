import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaChallenge, fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { loadPage } from '#web/lib/full-load';
import { PasswordSignIn } from './password-sign-in';

vi.mock('#web/lib/full-load', () => ({ loadPage: vi.fn() }));

function Harness() {
  const [email, setEmail] = useState('');
  return <PasswordSignIn email={email} onEmailChange={setEmail} />;
}

async function signInWith(routes: FakeRoutes) {
  const server = fakeServer(routes);
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return server;
}

beforeEach(() => {
  vi.mocked(loadPage).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('PasswordSignIn', () => {
  it('shows a refused sign-in under the e-mail field and links the message to it', async () => {
    await signInWith({ 'POST /auth/login': [422, { errors: { email_address: ['These details do not match our records.'] } }] });

    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('These details do not match our records.'),
    );
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('shows a password error under the password field', async () => {
    await signInWith({ 'POST /auth/login': [422, { errors: { password: ['Please enter your password.'] } }] });

    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.'));
  });

  it('signs in with a full page load of the address the server gives', async () => {
    const server = await signInWith({ 'POST /auth/login': [200, { success: true, redirect: '/my-account' }] });

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/my-account'));
    expect(server.sentTo('/auth/login')).toMatchObject({ email_address: 'sam@example.co.uk', password: 'correct horse' });
  });

  it('shows the human check once the server asks for one', async () => {
    await signInWith({
      'POST /auth/login': [422, { errors: { recaptcha_response: ['Please confirm you are not a robot.'] } }],
      'GET /auth/captcha/challenge': captchaChallenge,
    });

    const check = await screen.findByRole('group', { name: 'Human check' });
    expect(check).toHaveTextContent('Please confirm you are not a robot.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
