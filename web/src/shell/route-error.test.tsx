import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LoadFailure } from './route-error';

afterEach(() => vi.restoreAllMocks());

it('offline, says the page needs a connection instead of "Something went wrong"', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<LoadFailure error={new TypeError('Failed to fetch dynamically imported module: /assets/step.js')} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You seem to be offline');
  expect(screen.getByRole('alert')).toHaveTextContent('Once you are back online, reload the page.');
});

it('online, a failure that is not an update still says "Something went wrong"', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  render(<LoadFailure error={new Error('boom')} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
});
