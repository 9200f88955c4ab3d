import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendLink } from './resend-link';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));

describe('ResendLink', () => {
  it('counts down from 20 seconds, then offers the Resend link', () => {
    const onResend = vi.fn();
    render(<ResendLink until={Date.now() + 20_000} sending={false} onResend={onResend} />);
    expect(screen.getByText('Resend in 20 seconds...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    advance(1000);
    expect(screen.getByText('Resend in 19 seconds...')).toBeInTheDocument();
    advance(18_000);
    expect(screen.getByText('Resend in 1 second...')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText(/Resend in/)).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Resend' }).click());
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('shows a long wait in minutes', () => {
    render(<ResendLink until={Date.now() + 1_500_000} sending={false} onResend={() => undefined} />);
    expect(screen.getByText('Resend in 25 minutes...')).toBeInTheDocument();
  });

  it('keeps a spinner, not the link, while a send is under way', () => {
    render(<ResendLink until={0} sending onResend={() => undefined} />);
    expect(screen.getByText('Sending a code...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});
