import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTexts } from '#common/contract/account-data-texts';
import { fakeServer } from '#web/testing/fake-server';
import { loadPage } from '#web/lib/full-load';
import { YourData } from './your-data';

vi.mock('#web/lib/full-load', () => ({ loadPage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

async function openCloseForm() {
  render(<YourData />);
  await userEvent.click(screen.getByRole('button', { name: 'Close my account' }));
}

describe('YourData', () => {
  it('offers the data as a download of the export call', () => {
    render(<YourData />);

    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/v1/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('lists what closing keeps before the trader closes, the free month hashes among them', async () => {
    await openCloseForm();

    const kept = within(screen.getByRole('list', { name: 'What we keep' })).getAllByRole('listitem');
    expect(kept.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Membership records .*six years/),
      expect.stringMatching(/^Staff review decisions/),
      'After a free month: keyed hashes of the verified mobile number and e-mail address, from which neither can be read back: ' +
        'the free month is given once per trader, so a new account with the same verified number or address does not get another.',
    ]);
  });

  it('asks for the tick box before it checks the password', async () => {
    const server = fakeServer({});
    await openCloseForm();

    await userEvent.type(screen.getByLabelText('Your password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));

    expect(await screen.findByText(closeTexts.confirm)).toBeInTheDocument();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong password under the password field and does not close', async () => {
    fakeServer({ 'POST /v1/account/close/check': [422, { errors: { password: ['This is not your password.'] } }] });
    await openCloseForm();

    await userEvent.type(screen.getByLabelText('Your password'), 'wrong-password');
    await userEvent.click(screen.getByRole('checkbox', { name: /deleted for good/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));

    expect(await screen.findByText('This is not your password.')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('closes with an e-mailed code and leaves for the home page', async () => {
    const server = fakeServer({
      'POST /v1/account/close/code': [200, { success: true, sent_to: 's•••@example.co.uk', expires_in_minutes: 10 }],
      'POST /v1/account/close/check': [200, { success: true, valid_until: '2026-11-26T12:10:00Z' }],
      'POST /v1/account/close': [200, { success: true, redirect: '/' }],
    });
    await openCloseForm();

    await userEvent.click(screen.getByRole('button', { name: /E-mail me a code instead/ }));
    await userEvent.type(await screen.findByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(screen.getByRole('checkbox', { name: /deleted for good/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(screen.getByText(/We have e-mailed a 6-digit code to s•••@example\.co\.uk\./)).toBeInTheDocument();
    expect(server.sentTo('/v1/account/close/check')).toEqual({ code: '123456' });
    expect(server.sentTo('/v1/account/close')).toEqual({ confirm: true });
  });
});
