import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error';
import { CaptchaField } from './captcha-field';
import { Button } from '#web/components/ui/button';
import { useCaptchaForm } from './use-captcha-form';

const ROBOT = new ApiError(422, '/tradespeople-setup/register', { recaptcha_response: ['Please confirm you are not a robot.'] });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 40, deriveKey, hmacSignatureSecret: 'test' });
      return new Response(JSON.stringify({ challenge }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Form({ send, done }: { send: (token: string | null) => Promise<void>; done: () => void }) {
  const form = useCaptchaForm();
  return (
    <>
      <CaptchaField {...form.captcha.fieldProps} />
      <Button pending={form.pending} onClick={() => form.run(async (token) => send(token).then(done))}>
        Create Account
      </Button>
    </>
  );
}

it('asked for the human check, one press goes ahead once the check passes, and focus is back on the button', async () => {
  const send = vi.fn<(token: string | null) => Promise<void>>().mockRejectedValueOnce(ROBOT).mockResolvedValue(undefined);
  const done = vi.fn();
  render(<Form send={send} done={done} />);

  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

  await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  expect(send.mock.calls.map(([token]) => typeof token)).toEqual(['object', 'string']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toHaveFocus());
});

it('asks again after a refused answer only on the next press: one press sends at most twice', async () => {
  const send = vi.fn<(token: string | null) => Promise<void>>().mockRejectedValue(ROBOT);
  render(<Form send={send} done={vi.fn()} />);

  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

  expect(await screen.findByText('Please confirm you are not a robot.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled());
  expect(send).toHaveBeenCalledTimes(2);
});
