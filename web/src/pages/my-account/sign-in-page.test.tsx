import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hrefFor } from '#web/lib/navigation';
import { fakeServer } from '#web/testing/fake-server';
import { SignInPage } from './sign-in-page';

function openAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SignInPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it('greets a visitor sent from the trade sign-up with a notice to sign in and carry on', () => {
    openAt('/my-account?from=trade-signup');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Tradespace' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in below to carry on where you left off\./)).toHaveClass('notice');
  });

  it('shows no sign-up notice to a visitor who came another way', () => {
    openAt('/my-account');

    expect(screen.queryByText(/carry on where you left off/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email and password' })).toHaveAttribute('aria-selected', 'true');
  });

  it('explains an expired sign-in link and opens the way to request a new one', () => {
    openAt('/my-account?link=expired');

    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link has expired or has already been used.');
    expect(screen.getByRole('tab', { name: 'Email me a sign-in link' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens "Text me a code" with the phone filled in on the sms-login address', () => {
    openAt('/my-account/sms-login?phone=07700900123');

    expect(screen.getByRole('tab', { name: 'Text me a code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveValue('07700900123');
  });

  it('moves between the ways to sign in with the arrow keys and keeps the typed e-mail', async () => {
    const user = userEvent.setup();
    openAt('/my-account');
    await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');

    await user.click(screen.getByRole('tab', { name: 'Email and password' }));
    await user.keyboard('{ArrowRight}');

    const linkTab = screen.getByRole('tab', { name: 'Email me a sign-in link' });
    expect(linkTab).toHaveFocus();
    expect(linkTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Email me a sign-in link' });
    expect(within(panel).getByLabelText('Email address')).toHaveValue('sam@example.co.uk');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Text me a code' })).toHaveFocus();
  });

  it('e-mails a sign-in link and answers the same whether or not the address has an account', async () => {
    const server = fakeServer({ 'POST /auth/login-link': [200, { success: true }] });
    const user = userEvent.setup();
    openAt('/my-account?link=expired');

    await user.type(screen.getByLabelText('Email address'), 'sam@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByText(/we've e-mailed it a sign-in link\. It works once and expires in 30 minutes\./)).toBeVisible();
    expect(server.sentTo('/auth/login-link')).toMatchObject({ email_address: 'sam@example.co.uk' });
  });

  it('links a newcomer to the first step of the sign-up', () => {
    openAt('/my-account');

    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', hrefFor('lead_location'));
  });
});
