import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { routePath } from '#common/routes';
import { ApiError } from '#web/lib/api-error';
import { upload } from '#web/lib/upload';
import PhotoStep from './photo-step';

vi.mock('#web/lib/upload', () => ({ upload: vi.fn() }));

/** Stubs fetch (lib/api.ts's outside edge): the user refresh and the Remove call succeed. */
function fakeServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = path === '/v1/account/info' ? { user: null, alerts: [], version_status: { reload: false } } : { success: true };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStep() {
  render(
    <MemoryRouter initialEntries={[routePath('photo')]}>
      <Routes>
        <Route path={routePath('photo')} element={<PhotoStep />} />
        <Route path={routePath('gallery')} element={<p>The gallery step</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { input: screen.getByLabelText('Choose a picture'), user: userEvent.setup({ applyAccept: false }) };
}

const picture = new File(['bytes'], 'me.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.mocked(upload).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  fakeServer();
});
afterEach(() => vi.unstubAllGlobals());

test('without a picture it shows the placeholder and no Continue, but Back and Skip', () => {
  renderStep();
  expect(screen.getByRole('img', { name: 'No profile picture yet' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  expect(screen.getByLabelText('Choose a picture')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
});

test('an uploaded picture is previewed, Continue appears and leads to the next step', async () => {
  vi.mocked(upload).mockResolvedValue({ success: true, picture: '/media/abc.webp' });
  const { input, user } = renderStep();

  await user.upload(input, picture);

  expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/media/abc.webp');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('The gallery step')).toBeInTheDocument();
});

test('Remove goes back to the placeholder and hides Continue', async () => {
  vi.mocked(upload).mockResolvedValue({ success: true, picture: '/media/abc.webp' });
  const { input, user } = renderStep();
  await user.upload(input, picture);
  await screen.findByRole('button', { name: 'Continue' });

  await user.click(screen.getByRole('button', { name: 'Remove' }));

  expect(await screen.findByRole('img', { name: 'No profile picture yet' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
});

test('a refused file shows the server text under the file field', async () => {
  const message = 'The file must be a JPEG, PNG or WebP image.';
  vi.mocked(upload).mockRejectedValue(new ApiError(422, '/save', { file: [message] }));
  const { input, user } = renderStep();

  await user.upload(input, new File(['%PDF'], 'invoice.jpg', { type: 'image/jpeg' }));

  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
});

test('a failure that is not a field error shows the general message', async () => {
  vi.mocked(upload).mockRejectedValue(new ApiError(500, '/save'));
  const { input, user } = renderStep();

  await user.upload(input, picture);

  expect(await screen.findByText('Something went wrong; please try again later.')).toBeInTheDocument();
});
