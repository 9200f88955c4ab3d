import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaChallenge, fakeServer, type FakeRoutes } from '#web/testing/fake-server';
import { StaffPasswordForm } from './staff-password-form';

const onCodeSent = vi.fn();

function Harness() {
  const [email, setEmail] = useState('');
  return <StaffPasswordForm email={email} onEmailChange={setEmail} onCodeSent={onCodeSent} />;
}

async function continueWith(routes: FakeRoutes) {
  const server = fakeServer(routes);
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByLabelText('Email address'), 'reviewer@tradespace.test');
  await user.type(screen.getByLabelText('Password'), 'Review-Desk-Passphrase-2024');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return server;
}

beforeEach(() => {
  onCodeSent.mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the back office password step', () => {
  it('shows no human check until the server asks for one (decision 104)', async () => {
    const server = await continueWith({ 'POST /v1/admin/login': [200, { success: true, stage: 'code' }] });

    await waitFor(() => expect(onCodeSent).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Human check' })).toBeNull();
    expect(server.sentTo('/v1/admin/login')).toEqual({
      email_address: 'reviewer@tradespace.test',
      password: 'Review-Desk-Passphrase-2024',
      recaptcha_response: null,
    });
  });

  it('shows the human check under its own field once the server asks for one', async () => {
    await continueWith({
      'POST /v1/admin/login': [422, { errors: { recaptcha_response: ['Please confirm you are not a robot.'] } }],
      'GET /auth/captcha/challenge': captchaChallenge,
    });

    const check = await screen.findByRole('group', { name: 'Human check' });
    expect(check).toHaveTextContent('Please confirm you are not a robot.');
    expect(screen.getAllByText('Please confirm you are not a robot.')).toHaveLength(1);
    expect(onCodeSent).not.toHaveBeenCalled();
  });
});
