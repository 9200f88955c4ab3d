import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Photo } from '#common/contract/calls/photos';
import { ApiError } from '#web/lib/api-error';
import { upload, type UploadOptions } from '#web/lib/upload';
import GalleryStep from './gallery-step';

vi.mock('#web/lib/upload', () => ({ upload: vi.fn() }));

const photoOf = (id: number): Photo => ({ id, picture: `/media/${id}.webp`, thumbnail: `/media/${id}-thumb.webp` });

/** One pending upload per file, settled by the test. */
interface Pending {
  file: File;
  progress: (fraction: number) => void;
  succeed: (photo: Photo) => void;
  fail: (error: unknown) => void;
}

function mockUploads(): Pending[] {
  const pending: Pending[] = [];
  vi.mocked(upload).mockImplementation(
    (_def, file: File, options: UploadOptions = {}) =>
      new Promise((resolve, reject) => {
        pending.push({
          file,
          progress: (fraction) => act(() => options.onProgress?.(fraction)),
          succeed: (photo) => resolve({ success: true, photo }),
          fail: reject,
        });
      }),
  );
  return pending;
}

/** Stubs fetch (lib/api.ts's outside edge): the list answers `listed()`, a delete succeeds. */
function fakeList(listed: () => Photo[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = init?.method === 'POST' ? { success: true } : { photos: listed() };
    return new Response(JSON.stringify(path.startsWith('/v1/account/photos') ? body : {}), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderStep() {
  render(
    <MemoryRouter>
      <GalleryStep />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: /Your images/ });
  return { input: screen.getByLabelText('Choose images'), user: userEvent.setup({ applyAccept: false }) };
}

const image = (name: string, type = 'image/jpeg') => new File(['bytes'], name, { type });

beforeEach(() => {
  vi.mocked(upload).mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

test('each chosen file goes up in its own request with its own progress bar', async () => {
  let stored: Photo[] = [];
  fakeList(() => stored);
  const pending = mockUploads();
  const { input, user } = await renderStep();

  await user.upload(input, [image('kitchen.jpg'), image('bathroom.png', 'image/png')]);

  expect(pending.map((item) => item.file.name)).toEqual(['kitchen.jpg', 'bathroom.png']);
  pending[0]?.progress(0.5);
  pending[1]?.progress(0.2);
  expect(screen.getByRole('progressbar', { name: 'Uploading kitchen.jpg' })).toHaveAttribute('value', '50');
  expect(screen.getByRole('progressbar', { name: 'Uploading bathroom.png' })).toHaveAttribute('value', '20');

  stored = [photoOf(7)];
  await act(async () => pending[0]?.succeed(photoOf(7)));
  expect(await screen.findByRole('img', { name: 'Job image 1' })).toHaveAttribute('src', '/media/7-thumb.webp');
  expect(screen.queryByRole('progressbar', { name: 'Uploading kitchen.jpg' })).not.toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Uploading bathroom.png' })).toBeInTheDocument();

  stored = [photoOf(8), photoOf(7)];
  await act(async () => pending[1]?.succeed(photoOf(8)));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(screen.getAllByRole('img', { name: /Job image/ })).toHaveLength(2);
});

test('each refused file has its own message under the file field; the others are kept', async () => {
  const stored: Photo[] = [];
  fakeList(() => stored);
  const pending = mockUploads();
  const { input, user } = await renderStep();

  await user.upload(input, [image('holiday.pdf', 'application/pdf'), image('roof.jpg'), image('porch.jpg')]);
  const notAnImage = 'The file must be a JPEG, PNG or WebP image.';
  await act(async () => pending[0]?.fail(new ApiError(422, '/v1/account/photos', { file: [notAnImage] })));
  await act(async () => pending[1]?.fail(new ApiError(503, '/v1/account/photos')));
  stored.push(photoOf(3));
  await act(async () => pending[2]?.succeed(photoOf(3)));

  const messages = within(await screen.findByRole('alert'));
  expect(messages.getByText(`holiday.pdf: ${notAnImage}`)).toBeInTheDocument();
  expect(messages.getByText('roof.jpg: Something went wrong; please try again later.')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(expect.stringContaining(`holiday.pdf: ${notAnImage}`));
  expect(await screen.findByRole('img', { name: 'Job image 1' })).toBeInTheDocument();
});

test('the messages of the last choice are cleared by the next one', async () => {
  fakeList(() => []);
  const pending = mockUploads();
  const { input, user } = await renderStep();
  await user.upload(input, [image('notes.pdf')]);
  await act(async () => pending[0]?.fail(new ApiError(422, '/v1/account/photos', { file: ['Nope.'] })));
  expect(await screen.findByText('notes.pdf: Nope.')).toBeInTheDocument();

  await user.upload(input, [image('deck.jpg')]);

  expect(screen.queryByText('notes.pdf: Nope.')).not.toBeInTheDocument();
});

test('a full gallery hides the upload control and says why', async () => {
  fakeList(() => Array.from({ length: 30 }, (_, index) => photoOf(index + 1)));
  render(
    <MemoryRouter>
      <GalleryStep />
    </MemoryRouter>,
  );

  expect(await screen.findByText(/Your gallery is full: it holds 30 images/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Choose images')).not.toBeInTheDocument();
});

test('files past the 30th are refused without being sent', async () => {
  fakeList(() => Array.from({ length: 29 }, (_, index) => photoOf(index + 1)));
  const pending = mockUploads();
  const { input, user } = await renderStep();

  await user.upload(input, [image('one.jpg'), image('two.jpg')]);

  expect(pending.map((item) => item.file.name)).toEqual(['one.jpg']);
  expect(await screen.findByText('two.jpg: You can upload up to 30 images.')).toBeInTheDocument();
});
