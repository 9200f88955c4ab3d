import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PHOTO_UNDO_SECONDS, type Photo } from '#common/contract/calls/photos';
import GalleryStep from './gallery-step';

const photoOf = (id: number): Photo => ({ id, picture: `/media/${id}.webp`, thumbnail: `/media/${id}-thumb.webp` });

/** The server's gallery: deletes hide an image, restores show it again; every call is recorded. */
function fakeGallery(ids: number[]) {
  const shown = new Set(ids);
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (!path.startsWith('/v1/account/photos')) return new Response('{}', { status: 200 });
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const [, id, action] = /\/photos\/(\d+)\/(delete|restore)$/.exec(path) ?? [];
      if (action === 'delete') shown.delete(Number(id));
      if (action === 'restore') shown.add(Number(id));
      const body = action ? { success: true, photo: photoOf(Number(id)) } : { photos: ids.filter((each) => shown.has(each)).map(photoOf) };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

async function renderStep() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <GalleryStep />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: /Your images/ });
  return user;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a delete asks nothing, offers Undo, and focus goes to the next image’s card heading, not its delete button', async () => {
  const calls = fakeGallery([3, 2, 1]);
  const user = await renderStep();

  await user.click(await screen.findByRole('button', { name: 'Delete image 1' }));

  await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Image 1' })).toHaveFocus());
  expect(screen.getAllByRole('img')).toHaveLength(2);
  expect(screen.getByText('Image 1 deleted.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(`Image 1 deleted. You can undo this for ${PHOTO_UNDO_SECONDS} seconds.`);
  await user.keyboard('{Enter}'); // a second Enter deletes nothing more
  expect(screen.getAllByRole('img')).toHaveLength(2);
  expect(calls).toEqual(['GET /v1/account/photos', 'POST /v1/account/photos/3/delete']);
});

test('Undo brings the image back in its place and focuses its card', async () => {
  fakeGallery([3, 2, 1]);
  const user = await renderStep();
  await user.click(await screen.findByRole('button', { name: 'Delete image 2' }));
  await screen.findByText('Image 2 deleted.');

  await user.click(screen.getByRole('button', { name: 'Undo: bring image 2 back' }));

  await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Image 2' })).toHaveFocus());
  expect(screen.getByRole('img', { name: 'Job image 2' })).toHaveAttribute('src', '/media/2-thumb.webp');
  expect(screen.getByRole('status')).toHaveTextContent('Image 2 is back.');
  expect(screen.queryByText('Image 2 deleted.')).not.toBeInTheDocument();
});

test('deleting the only image focuses the add control; the Undo offer ends after a few seconds', async () => {
  fakeGallery([1]);
  const user = await renderStep();
  await user.click(await screen.findByRole('button', { name: 'Delete image 1' }));

  await waitFor(() => expect(screen.getByLabelText('Choose images')).toHaveFocus());
  expect(screen.getByText('Image 1 deleted.')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(PHOTO_UNDO_SECONDS * 1000);
  });
  expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
});
