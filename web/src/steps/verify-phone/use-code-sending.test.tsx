import { render, screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { useCodeSending } from './use-code-sending';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ROBOT = { errors: { recaptcha_response: ['Please confirm you are not a robot.'] } };

/** The verify_phone screen's sending part: the notice and the human check, as the step renders them. */
function Sending() {
  const sending = useCodeSending(true);
  return (
    <>
      <p>{sending.sending ? 'We are texting a 4-digit code' : 'We have texted a 4-digit code'}</p>
      {sending.notice && <p>{sending.notice}</p>}
      <CaptchaField {...sending.captcha.fieldProps} phoneNumber="+447712345678" />
    </>
  );
}

const sends = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/v1/account/verify/phone/send'));
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body ?? '{}'));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the verify_phone code, when the server asks for the human check first', () => {
  it('shows and runs the check, then asks for the code again with its answer', async () => {
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/auth/captcha/challenge')) {
        const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 40, deriveKey, hmacSignatureSecret: 'test' });
        return json({ provider: 'altcha', site_key: null, challenge });
      }
      if (path.includes('/v1/account/verify/phone/send')) {
        return sends().length === 1 ? json(ROBOT, 422) : json({ success: true, time: 20, error: null });
      }
      return json({});
    });
    render(<Sending />);

    await waitFor(() => expect(screen.getByText('We have texted a 4-digit code')).toBeInTheDocument());
    expect(sends()).toHaveLength(2);
    expect(bodyOf(sends()[0]).recaptcha_response).toBeNull();
    expect(bodyOf(sends()[1]).recaptcha_response).toEqual(expect.any(String));
    const challengeUrl = new URL(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('/auth/captcha/challenge'))?.[0]),
      'http://x',
    );
    expect(challengeUrl.searchParams.get('phone_number')).toBe('+447712345678');
  });

  it('shows the refusal with its time when the budget is spent', async () => {
    const error = 'We cannot send text messages right now. Please try again after 14:00 or sign in with your e-mail.';
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/v1/account/verify/phone/send') ? json({ success: false, time: 1500, error }) : json({}),
    );
    render(<Sending />);

    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Human check' })).not.toBeInTheDocument();
  });
});
