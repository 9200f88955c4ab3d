import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newUser } from '#common/testing/new-user';
import { EmailVerification } from './email-verification';
import { fakeServer } from '#web/testing/fake-server';

const unverified = newUser();
const verified = newUser({ verified: { ...newUser().verified, email: true } });
const VERIFY = '/v1/account/email/verify';

afterEach(() => vi.unstubAllGlobals());

describe('EmailVerification', () => {
  it('says a verified address is verified, with no button', () => {
    render(<EmailVerification user={verified} />);

    expect(screen.getByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an unverified address is not verified, and e-mails it a link when asked', async () => {
    const server = fakeServer({ [`POST ${VERIFY}`]: [200, { success: true, sent_to: 'sam@example.co.uk', expires_in_minutes: 30 }] });
    render(<EmailVerification user={unverified} />);
    expect(screen.getByText(/not verified/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail me a link to verify it' }));

    expect(
      await screen.findByText('We have e-mailed a link to sam@example.co.uk. Open it within 30 minutes to verify your address.'),
    ).toBeInTheDocument();
    expect(server.sentTo(VERIFY)).toEqual({});
  });

  it('shows a refusal in plain words by the button', async () => {
    const sentence = 'We have e-mailed you 5 links in the last hour. Please try again in 12 minutes.';
    fakeServer({ [`POST ${VERIFY}`]: [422, { errors: { email: [sentence] } }] });
    render(<EmailVerification user={unverified} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'E-mail me a link to verify it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });
});
