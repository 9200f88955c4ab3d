import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_POPUP_DELAY_MS } from '#common/contract/errors';
import { clearLastError, recordLastError } from '../lib/last-error';
import { ErrorPopup } from './error-popup';
import { forgetReloadDeadline } from './reload-countdown';

vi.mock('../lib/typed-input-keeper', () => ({ keepTypedInputForReload: vi.fn(), restoreTypedInputAfterReload: vi.fn() }));

const PING_MS = 30_000;

describe('the 419 popup', () => {
  const reload = vi.fn();
  const realLocation = window.location;
  beforeEach(() => {
    // jsdom has <dialog> without its methods; the popup opens by the attribute then
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    vi.useFakeTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, reload } });
  });
  afterEach(() => {
    act(() => clearLastError());
    forgetReloadDeadline();
    reload.mockReset();
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    vi.useRealTimers();
  });

  /** A call answered 419, then the popup's delay (its code, loaded at the first error, has arrived by then). */
  async function stale419() {
    act(() => recordLastError(419, '/v1/account/info'));
    await act(async () => {
      await import('./error-popup-dialog');
      await vi.advanceTimersByTimeAsync(ERROR_POPUP_DELAY_MS);
    });
  }

  it('reloads 60 s after the first 419 although the 30 s ping keeps answering 419', async () => {
    render(<ErrorPopup />);
    await stale419();
    expect(screen.getByText('Reloading in 60 seconds…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PING_MS - ERROR_POPUP_DELAY_MS));
    await stale419();
    // the countdown goes on from the first 419 instead of starting again
    expect(screen.getByText('Reloading in 30 seconds…')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(PING_MS - 1_000));
    await stale419(); // the next ping, just before the minute is up
    expect(screen.getByText('Reloading in 1 second…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a 419 after the first one was closed shows the time left from the first, not a new minute', async () => {
    render(<ErrorPopup />);
    await stale419();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await act(() => vi.advanceTimersByTimeAsync(PING_MS - ERROR_POPUP_DELAY_MS));
    expect(reload).not.toHaveBeenCalled();

    await stale419();
    expect(screen.getByText('Reloading in 30 seconds…')).toBeInTheDocument();
  });
});
