import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { certificateMessages } from '#common/contract/calls/verification';
import type { UserView } from '#common/contract/user';
import { routePath, type RouteName } from '#common/routes';
import { newUser } from '#common/testing/new-user';
import { ApiError } from '#web/lib/api-error';
import { pageConfig } from '#web/lib/page-config';
import { upload } from '#web/lib/upload';
import { refreshUser } from '#web/lib/user-store';
import { fakeServer } from '#web/testing/fake-server';
import ElectricStep from './electric-step';

vi.mock('#web/lib/upload', () => ({ upload: vi.fn() }));

const INFO = 'GET /v1/account/info';
const TRACK = 'POST /v1/trade-setup/track/test-session-id';
const info = (user: UserView) =>
  [200, { user, alerts: [], version_status: { current_version: '1', client_version: null, reload: false } }] as const;

const electrician = (verified: Partial<UserView['verified']> = {}) =>
  newUser({ trades: [{ id: 2, name: 'Electrician' }], verified: { ...newUser().verified, electric_recommended: true, ...verified } });

/** Signs `user` in and shows the step between gas and complete. */
async function showStep(user: UserView, from?: RouteName) {
  const server = fakeServer({ [INFO]: [...info(user)], [TRACK]: [200, {}] });
  await refreshUser();
  render(
    <MemoryRouter initialEntries={[{ pathname: routePath('electric'), state: from ? { from } : null }]}>
      <Routes>
        <Route path={routePath('electric')} element={<ElectricStep />} />
        <Route path={routePath('gas')} element={<p>The gas step</p>} />
        <Route path={routePath('complete')} element={<p>The complete step</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { server, clicker: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText(/certificate$/);
const events = (server: ReturnType<typeof fakeServer>) =>
  server.fetchMock.mock.calls.filter(([url]) => String(url).includes('/track/')).map(([, init]) => JSON.parse(String(init?.body)).event);
const pdf = new File(['%PDF-1.7 …'], 'niceic.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.mocked(upload).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  pageConfig.sessionId = 'test-session-id';
});
afterEach(() => {
  vi.unstubAllGlobals();
  pageConfig.sessionId = '';
});

describe('an Electrician on the electric step', () => {
  it('sees the title and the upload, Back and Skip, but no Continue before a certificate is provided', async () => {
    await showStep(electrician());

    expect(screen.getByRole('heading', { level: 1, name: 'Verify your Electrical Status' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  it('uploads a certificate, sees "pending approval" and Continue leads to complete', async () => {
    vi.mocked(upload).mockResolvedValue({ success: true });
    const { server, clicker } = await showStep(electrician());

    await clicker.upload(fileInput(), pdf);

    expect(await screen.findByRole('status')).toHaveTextContent('pending approval');
    expect(vi.mocked(upload).mock.calls[0]?.[1]).toBe(pdf);
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The complete step')).toBeInTheDocument();
    await waitFor(() => expect(events(server)).toEqual(expect.arrayContaining(['electric.provided', 'saved'])));
  });

  it('sees the server’s text with an attention icon when the file is refused', async () => {
    const message = certificateMessages.wrongType;
    vi.mocked(upload).mockRejectedValue(
      new ApiError(422, '/upload', { file: [message] }, '', { success: false, error: message, errors: { file: [message] } }),
    );
    const { server, clicker } = await showStep(electrician());

    await clicker.upload(fileInput(), new File(['not a pdf'], 'certificate.pdf', { type: 'application/pdf' }));

    await waitFor(() => expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(message)));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.querySelector('svg.attention-icon')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await waitFor(() => expect(events(server)).toContain('electric.error'));
  });

  it('is told at once that a file over 10 MB is too large, and nothing is sent', async () => {
    const { clicker } = await showStep(electrician());
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 12 * 1024 * 1024 });

    await clicker.upload(fileInput(), big);

    expect(screen.getByRole('alert')).toHaveTextContent(certificateMessages.tooLarge);
    expect(upload).not.toHaveBeenCalled();
  });

  it('with a certificate waiting sees "pending approval" and Continue', async () => {
    await showStep(electrician({ electric_document: true }));
    expect(screen.getByRole('status')).toHaveTextContent('pending approval');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a different certificate')).toBeInTheDocument();
  });

  it('after a rejection reads "Not accepted: …" with the reason and uploads again, which then hides it', async () => {
    const reason = 'The certificate has expired; please send the current one.';
    vi.mocked(upload).mockResolvedValue({ success: true });
    const { clicker } = await showStep(electrician({ electric_rejection_reason: reason }));

    expect(screen.getByRole('status')).toHaveTextContent(`Not accepted: ${reason}`);
    expect(screen.getByText(/upload your certificate again/)).toHaveTextContent(
      'Please upload your certificate again below, or a clearer photo or scan of it.',
    );
    expect(screen.getByLabelText('Upload your certificate')).toBeInTheDocument();

    await clicker.upload(fileInput(), pdf);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('pending approval'));
    expect(screen.queryByText(/Not accepted/)).not.toBeInTheDocument();
  });

  it('once verified sees "Electrician status verified!" and Continue', async () => {
    const { clicker } = await showStep(electrician({ electric: true }));

    expect(screen.getByRole('status')).toHaveTextContent('Electrician status verified!');
    expect(screen.queryByLabelText(/certificate$/)).not.toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The complete step')).toBeInTheDocument();
  });
});

describe('a trader who is not an electrician', () => {
  it('passes straight on to complete', async () => {
    const { server } = await showStep(newUser(), 'gas');
    expect(await screen.findByText('The complete step')).toBeInTheDocument();
    await waitFor(() => expect(server.sentTo('/track/test-session-id')).toMatchObject({ page: 'electric', event: 'autoskipped' }));
  });

  it('coming back from complete is sent on back to gas', async () => {
    await showStep(newUser(), 'complete');
    expect(await screen.findByText('The gas step')).toBeInTheDocument();
  });
});
