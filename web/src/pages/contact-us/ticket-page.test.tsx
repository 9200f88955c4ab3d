import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketMessages } from '#common/contract/ticket-texts';
import type { UserView } from '#common/contract/user';
import { clearLastError, recordLastError } from '#web/lib/last-error';
import { useUser } from '#web/lib/user-store';
import { fakeServer } from '#web/testing/fake-server';
import TicketPage from './ticket-page';

vi.mock('#web/lib/user-store', () => ({ useUser: vi.fn(() => null) }));

const TICKETS = 'POST /v1/support/tickets';

async function fillIn() {
  const user = userEvent.setup();
  render(<TicketPage />);
  await user.type(screen.getByLabelText('Subject'), 'Continue does nothing');
  await user.clear(screen.getByLabelText('Email address'));
  await user.type(screen.getByLabelText('Email address'), 'pat@example.co.uk');
  await user.type(screen.getByLabelText('Message'), 'I pressed Continue and a box said there was an error.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = vi.fn();
  clearLastError();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(useUser).mockReturnValue(null);
});

describe('the support ticket form', () => {
  it('labels every field, pre-fills a signed-in trader’s e-mail and shows the error it will attach', () => {
    vi.mocked(useUser).mockReturnValue({ email: 'sam@smith-plumbing.co.uk' } as UserView);
    recordLastError(500, '/v1/lead/register');

    render(<TicketPage />);

    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('sam@smith-plumbing.co.uk');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByText(/We'll attach the error you just saw: 500 on/)).toHaveTextContent(
      /^We'll attach the error you just saw: 500 on \/v1\/lead\/register at \d\d:\d\d\.$/,
    );
  });

  it('attaches the error of the page before (a full page load away) and shows the reference once sent', async () => {
    // what the popup's full page load leaves: no error in memory, the tab's stored copy
    const at = new Date(Date.now() - 60_000).toISOString();
    window.sessionStorage.setItem('tradespace:last-error', JSON.stringify({ code: 503, url: '/v1/trade-setup/track/loaded', at }));
    const server = fakeServer({ [TICKETS]: [200, { success: true, reference: 'TS-7K2M9Q' }] });

    await fillIn();

    await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    expect(document.title).toBe('Message sent | Tradespace');
    expect(screen.getByText('TS-7K2M9Q')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent("We've e-mailed it to pat@example.co.uk");
    expect(server.sentTo('/v1/support/tickets')).toEqual({
      subject: 'Continue does nothing',
      email_address: 'pat@example.co.uk',
      message: 'I pressed Continue and a box said there was an error.',
      last_error: { code: 503, url: '/v1/trade-setup/track/loaded', at },
      recaptcha_response: null,
    });
    // sent once: a second ticket does not carry the same error again
    expect(window.sessionStorage.getItem('tradespace:last-error')).toBeNull();
  });

  it('sends no error when the person met none in the past hour, and says nothing about one', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    window.sessionStorage.setItem('tradespace:last-error', JSON.stringify({ code: 500, url: '/v1/lead/register', at: twoHoursAgo }));
    const server = fakeServer({ [TICKETS]: [200, { success: true, reference: 'TS-AB2CD3' }] });

    await fillIn();

    await screen.findByText('TS-AB2CD3');
    expect(screen.queryByText(/We'll attach/)).toBeNull();
    expect(server.sentTo('/v1/support/tickets')).toMatchObject({ last_error: null });
  });

  it('puts each refused field’s sentence under it and keeps everything typed', async () => {
    fakeServer({
      [TICKETS]: [422, { errors: { subject: [ticketMessages.subjectTooLong], email_address: ['Please enter a valid email address.'] } }],
    });

    await fillIn();

    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(ticketMessages.subjectTooLong));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      "We'll reply to this address. Please enter a valid email address.",
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Continue does nothing');
    expect(screen.getByLabelText('Email address')).toHaveValue('pat@example.co.uk');
    expect(screen.getByLabelText('Message')).toHaveValue('I pressed Continue and a box said there was an error.');
  });

  it('keeps everything typed when the network fails, and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await fillIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(ticketMessages.offline);
    expect(screen.getByLabelText('Subject')).toHaveValue('Continue does nothing');
    expect(screen.getByLabelText('Message')).toHaveValue('I pressed Continue and a box said there was an error.');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('says the hourly limit in a sentence in the form', async () => {
    fakeServer({ [TICKETS]: [429, { error: 'too_many_tickets', message: ticketMessages.tooMany }] });

    await fillIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(ticketMessages.tooMany);
    expect(screen.getByLabelText('Subject')).toHaveValue('Continue does nothing');
  });
});
