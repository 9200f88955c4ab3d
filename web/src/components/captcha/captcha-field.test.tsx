import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error';
import { CaptchaField } from './captcha-field';
import { useCaptcha } from './use-captcha';

const fetchMock = vi.fn<typeof fetch>();

async function challengeReply(): Promise<Response> {
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 40, deriveKey, hmacSignatureSecret: 'test' });
  return new Response(JSON.stringify({ provider: 'altcha', site_key: null, challenge }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(challengeReply);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CaptchaField', () => {
  it('renders nothing and fetches nothing until it is visible', () => {
    const { container } = render(<CaptchaField visible={false} resetKey={0} onToken={vi.fn()} />);

    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('once visible, solves the challenge and hands over the payload the server verifies', async () => {
    const onToken = vi.fn();
    const { rerender } = render(<CaptchaField visible={false} resetKey={0} onToken={onToken} />);

    rerender(<CaptchaField visible resetKey={0} onToken={onToken} />);

    expect(screen.getByRole('status')).toHaveTextContent('Checking you are human…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified — thank you'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/auth/captcha/challenge');
    const token = onToken.mock.calls.at(-1)?.[0] as string;
    expect(JSON.parse(atob(token))).toMatchObject({
      challenge: { signature: expect.any(String) },
      solution: { counter: 40, derivedKey: expect.any(String) },
    });
  });

  it('names the number the form will text when it fetches the challenge, so the server can set its cost', async () => {
    render(<CaptchaField visible resetKey={0} onToken={vi.fn()} phoneNumber="07712 345678" />);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified'));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/auth/captcha/challenge');
    expect(url.searchParams.get('phone_number')).toBe('07712 345678');
  });

  it('runs a fresh challenge when the reset key changes', async () => {
    const onToken = vi.fn();
    const { rerender } = render(<CaptchaField visible resetKey={0} onToken={onToken} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified'));

    rerender(<CaptchaField visible resetKey={1} onToken={onToken} />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified'));
  });

  it('shows the server message under the field and offers a retry when the check fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));

    render(<CaptchaField visible resetKey={0} onToken={vi.fn()} error="Please confirm you are not a robot." />);

    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm you are not a robot.');
    expect(screen.getByRole('group', { name: 'Human check' })).toHaveAttribute('data-field', 'recaptcha_response');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('useCaptcha', () => {
  it('stays hidden for other errors and shows when the server asks for a captcha', () => {
    const { result } = renderHook(() => useCaptcha());

    act(() => void result.current.showIfAsked(new ApiError(422, '/x', { email_address: ['Taken.'] })));
    expect(result.current.visible).toBe(false);

    act(() => void result.current.showIfAsked(new ApiError(422, '/x', { recaptcha_response: ['Please confirm you are not a robot.'] })));
    expect(result.current.fieldProps).toMatchObject({ visible: true, error: 'Please confirm you are not a robot.' });
  });

  it('clears "Please confirm you are not a robot." once the check is solved', () => {
    const { result } = renderHook(() => useCaptcha());
    act(() => void result.current.showIfAsked(new ApiError(422, '/x', { recaptcha_response: ['Please confirm you are not a robot.'] })));

    act(() => result.current.fieldProps.onToken('solved'));

    expect(result.current.fieldProps.error).toBeUndefined();
  });

  it('lets a press made while the check runs wait for its answer, and go ahead without one when it fails', async () => {
    const { result } = renderHook(() => useCaptcha());
    await expect(result.current.nextToken()).resolves.toBeNull(); // hidden: nothing to wait for
    act(() => void result.current.showIfAsked(new ApiError(422, '/x', { recaptcha_response: ['Please confirm you are not a robot.'] })));

    const pressed = result.current.nextToken();
    act(() => result.current.fieldProps.onToken('solved'));
    await expect(pressed).resolves.toBe('solved');

    act(() => result.current.reset());
    const pressedAgain = result.current.nextToken();
    act(() => result.current.fieldProps.onFailed?.());
    await expect(pressedAgain).resolves.toBeNull();
  });

  it('forgets the token and moves the reset key after each request', () => {
    const { result } = renderHook(() => useCaptcha());
    act(() => result.current.fieldProps.onToken('solved'));
    expect(result.current.token).toBe('solved');

    act(() => result.current.reset());

    expect(result.current.token).toBeNull();
    expect(result.current.resetKey).toBe(1);
  });
});
