import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ERROR_POPUP_DELAY_MS } from '#common/contract/errors';
import { clearLastError, recordLastError } from '../lib/last-error';
import { ErrorPopup } from './error-popup';

// the popup's code cannot arrive (offline, or a new version replaced its file)
vi.mock('./error-popup-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => act(() => clearLastError()));

it('an error whose popup cannot load is still said in a sentence, with a way to reload, and the page stays', async () => {
  render(
    <main>
      <h1>Business details</h1>
      <ErrorPopup />
    </main>,
  );
  act(() => recordLastError(500, '/v1/account/settings/company/save'));
  expect(await screen.findByRole('alert', {}, { timeout: ERROR_POPUP_DELAY_MS + 2_000 })).toHaveTextContent(
    'Something went wrong. Please reload the page.',
  );
  expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Business details' })).toBeInTheDocument();
});
