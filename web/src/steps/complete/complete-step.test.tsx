import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { publishMessages } from '#common/going-live';
import { routePath } from '#common/routes';
import CompleteStep from './complete-step';

const PUBLISH = '/v1/account/profile/publish';

/** Stubs `fetch`, the outside edge of lib/api.ts: the publish call answers `status` with `body`. */
function publishAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const isPublish = String(input).endsWith(PUBLISH);
    return new Response(JSON.stringify(isPublish ? body : { user: null, alerts: [], version_status: {} }), {
      status: isPublish ? status : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStep() {
  render(
    <MemoryRouter initialEntries={[routePath('complete')]}>
      <Routes>
        <Route path={routePath('complete')} element={<CompleteStep />} />
        <Route path={routePath('location')} element={<p>The location step</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

test('the spec’s texts stay, and reaching the step publishes the profile and links to it', async () => {
  const fetchMock = publishAnswers(200, { success: true, url: 'smith-plumbing-ltd' });
  renderStep();

  expect(screen.getByRole('heading', { level: 1, name: 'Account Setup Complete!' })).toBeInTheDocument();
  expect(screen.getByText("Thank you for completing your account setup. You're now ready to begin using our service.")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue to my account' })).toBeInTheDocument();
  expect(screen.getByText('Publishing your public profile…')).toBeInTheDocument();

  const link = await screen.findByRole('link', { name: 'View your public profile' });
  expect(link).toHaveAttribute('href', '/t/smith-plumbing-ltd');
  const publishCalls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(PUBLISH));
  expect(publishCalls).toHaveLength(1);
  expect(publishCalls[0]?.[1]).toMatchObject({ method: 'POST' });
});

test('a profile that cannot go live yet shows the checklist of what is missing, each item a link to its step', async () => {
  publishAnswers(422, { errors: { verify_phone: [publishMessages.verify_phone], location: [publishMessages.location] } });
  renderStep();

  expect(await screen.findByText('Your public profile is not live yet.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Account Setup Complete!' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View your public profile' })).not.toBeInTheDocument();
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual([publishMessages.verify_phone, publishMessages.location]);
  expect(screen.getByRole('link', { name: publishMessages.verify_phone })).toHaveAttribute('href', routePath('verify_phone'));
  await userEvent.setup().click(screen.getByRole('link', { name: publishMessages.location }));
  expect(await screen.findByText('The location step')).toBeInTheDocument();
});

test('a server failure shows no link (the error popup has it) and the step still offers Continue', async () => {
  publishAnswers(500, { error: 'server_error', message: 'Something went wrong; please try again later.' });
  renderStep();

  expect(await screen.findByRole('button', { name: 'Continue to my account' })).toBeInTheDocument();
  await vi.waitFor(() => expect(screen.queryByText('Publishing your public profile…')).not.toBeInTheDocument());
  expect(screen.queryByRole('link', { name: 'View your public profile' })).not.toBeInTheDocument();
});
