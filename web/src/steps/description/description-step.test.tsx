import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { routePath } from '#common/routes';
import DescriptionStep from './description-step';

const SAVE = '/v1/account/settings/description/save';

/** Stubs `fetch`, the outside edge of lib/api.ts: the save answers `status` with `body`. */
function saveAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const isSave = String(input).endsWith(SAVE);
    return new Response(JSON.stringify(isSave ? body : { user: null, alerts: [], version_status: {} }), {
      status: isSave ? status : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStep() {
  render(
    <MemoryRouter initialEntries={[routePath('description')]}>
      <Routes>
        <Route path={routePath('description')} element={<DescriptionStep />} />
        <Route path={routePath('company')} element={<p>The company step</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { box: screen.getByLabelText('Describe your business'), user: userEvent.setup() };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

test('the counter counts down to 50 and then disappears', async () => {
  const { box, user } = renderStep();
  expect(box).toHaveAccessibleDescription(expect.stringContaining('50 more characters needed'));

  await user.type(box, 'x'.repeat(48));
  expect(screen.getByText('2 more characters needed')).toBeInTheDocument();
  await user.type(box, 'x');
  expect(screen.getByText('1 more character needed')).toBeInTheDocument();
  await user.type(box, 'x');
  expect(screen.queryByText(/more characters? needed/)).not.toBeInTheDocument();
});

test('an empty box is refused under the field without calling the server', async () => {
  const fetchMock = saveAnswers(200, {});
  const { box, user } = renderStep();

  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(box).toHaveAccessibleDescription(expect.stringContaining('Please describe your business.'));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the server message shows under the field and the text stays', async () => {
  saveAnswers(422, { errors: { description: ['The description must be at least 50 characters.'] } });
  const { box, user } = renderStep();

  await user.type(box, 'Too short');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining('at least 50 characters.')));
  expect(box).toHaveValue('Too short');
});

test('a failure that is not a field error shows the general message', async () => {
  saveAnswers(503, { error: 'server_error', message: 'Down' });
  const { box, user } = renderStep();

  await user.type(box, 'x'.repeat(60));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByText('Something went wrong; please try again later.')).toBeInTheDocument();
});

test('a saved description moves on to the next step of the scheme', async () => {
  const fetchMock = saveAnswers(200, { description: 'x'.repeat(60) });
  const { box, user } = renderStep();

  await user.type(box, 'x'.repeat(60));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByText('The company step')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining(SAVE), expect.anything());
});
