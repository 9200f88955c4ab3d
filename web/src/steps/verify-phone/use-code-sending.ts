import { useEffect, useState } from 'react';
import { RESEND_WAIT_SECONDS } from '#common/contract/calls/verify-phone';
import { verifyPhone } from '#common/contract/index';
import { useCaptcha, type Captcha } from '#web/components/captcha/use-captcha';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { track } from '#web/lib/tracking';

export interface CodeSending {
  sending: boolean;
  /** When Resend becomes available (a Date.now() value). */
  until: number;
  /** Why no code was sent (the reply's `error`), shown beside the Resend link. */
  notice: string | null;
  /** The last Resend texted a new code. */
  resent: boolean;
  resend: () => void;
  /** A code went out with another call (a number change): the wait starts again. */
  restart: () => void;
  /** Shown and run when the server asks for it before texting (decision 105): spread onto CaptchaField. */
  captcha: Captcha;
}

/** Times the screen runs the human check and asks again for one press or opening; then the person presses Resend. */
const CHECKS_PER_REQUEST = 2;

/** A code is sent when the screen opens; Resend asks for another. */
export function useCodeSending(sendOnOpen: boolean, onResent: () => void = () => undefined): CodeSending {
  const [state, setState] = useState({ sending: sendOnOpen, until: 0, notice: null as string | null, resent: false });
  const captcha = useCaptcha();

  async function request(kind: 'codesend' | 'resend', checks = 0): Promise<void> {
    setState((current) => ({ ...current, sending: true, notice: null, resent: false }));
    try {
      // once the server asked for the check, the call waits for the widget's answer
      const token = await captcha.nextToken();
      const reply = await call(kind === 'codesend' ? verifyPhone.phoneSend : verifyPhone.phoneResend, { recaptcha_response: token });
      captcha.reset();
      track('verify_phone', reply.success ? `${kind}.sent` : `${kind}.errors`, reply.success ? undefined : { error: reply.error });
      const resent = kind === 'resend' && reply.success;
      setState({ sending: false, until: Date.now() + reply.time * 1000, notice: reply.error, resent });
      if (resent) onResent();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      captcha.reset();
      // the server asks for the human check before the text: the widget runs, and the same request goes again
      if (captcha.showIfAsked(caught) && checks < CHECKS_PER_REQUEST) return request(kind, checks + 1);
      track('verify_phone', `${kind}.errors`, { status: caught.status });
      // a network failure leaves the spinner on; other failures went to the error popup
      if (caught.status !== 0) setState((current) => ({ ...current, sending: false }));
    }
  }

  useEffect(() => {
    if (sendOnOpen) void request('codesend');
    // only on opening: a verified number that later changes gets its code from the change itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    ...state,
    resend: () => {
      track('verify_phone', 'resend');
      void request('resend');
    },
    restart: () => setState({ sending: false, until: Date.now() + RESEND_WAIT_SECONDS * 1000, notice: null, resent: false }),
    captcha,
  };
}
