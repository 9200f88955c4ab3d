import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { publishMessages } from '#common/going-live';
import { routePath } from '#common/routes';
import type { UserView } from '#common/contract/user';
import { newUser } from '#common/testing/new-user';
import { refreshUser } from '#web/lib/user-store';
import CompleteStep from './complete-step';

const PUBLISH = '/v1/account/profile/publish';

/** Stubs `fetch`, the outside edge of lib/api.ts: the publish call answers `status` with `body`, the user info `user`. */
function publishAnswers(status: number, body: unknown, user: UserView | null = null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const isPublish = String(input).endsWith(PUBLISH);
    return new Response(JSON.stringify(isPublish ? body : { user, alerts: [], version_status: {} }), {
      status: isPublish ? status : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderStep() {
  await refreshUser();
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
  await renderStep();

  expect(screen.getByRole('heading', { level: 1, name: 'Account Setup Complete!' })).toBeInTheDocument();
  expect(screen.getByText("Thank you for completing your account setup. You're now ready to begin using our service.")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue to my account' })).toBeInTheDocument();
  // the optional offer of first reviews: a link to the account's section, no step of its own
  expect(screen.getByRole('link', { name: 'Ask your customers for reviews' })).toHaveAttribute('href', '/my-account#ask-for-reviews');
  expect(screen.getByText('Publishing your public profile…')).toBeInTheDocument();

  const link = await screen.findByRole('link', { name: 'View your public profile' });
  expect(link).toHaveAttribute('href', '/t/smith-plumbing-ltd');
  const publishCalls = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(PUBLISH));
  expect(publishCalls).toHaveLength(1);
  expect(publishCalls[0]?.[1]).toMatchObject({ method: 'POST' });
});

test('a profile that cannot go live yet shows the checklist of what is missing, each item a link to its step', async () => {
  publishAnswers(422, { errors: { verify_phone: [publishMessages.verify_phone], location: [publishMessages.location] } });
  await renderStep();

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
  await renderStep();

  expect(await screen.findByRole('button', { name: 'Continue to my account' })).toBeInTheDocument();
  await vi.waitFor(() => expect(screen.queryByText('Publishing your public profile…')).not.toBeInTheDocument());
  expect(screen.queryByRole('link', { name: 'View your public profile' })).not.toBeInTheDocument();
});

test('with steps skipped it says how many are left and what each unlocks, never "complete", and names checks awaiting review', async () => {
  const user = newUser({
    verified: { ...newUser().verified, electric_recommended: true, electric_document: true },
    billing: { cards: 0 },
  });
  publishAnswers(200, { success: true, url: 'smith-plumbing-ltd' }, user);
  await renderStep();

  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading.textContent).toMatch(/^Account created: \d+ steps? still to do$/);
  expect(screen.queryByText('Account Setup Complete!')).not.toBeInTheDocument();
  const billing = screen.getByRole('link', { name: 'Billing Information' });
  expect(billing.closest('li')).toHaveTextContent('Add a card to buy leads.');
  expect(screen.getByText(/Waiting for our review: Verify Electric\./)).toBeInTheDocument();
});

test('offers "Add more checks", linking to the Checks section of /my-account', async () => {
  publishAnswers(200, { success: true, url: 'smith-plumbing-ltd' }, newUser());
  await renderStep();

  expect(await screen.findByRole('link', { name: 'Add more checks' })).toHaveAttribute('href', '/my-account#checks');
});
