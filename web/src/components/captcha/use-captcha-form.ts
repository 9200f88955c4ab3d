import { useEffect, useRef } from 'react';
import { isApiError, type ApiError } from '#web/lib/api-error';
import { useFormAction } from '#web/lib/use-form-action';
import { CAPTCHA_FIELD, useCaptcha } from './use-captcha';

/** The control a press came from, while its form works; focus goes back to it if nothing else took focus. */
function useFocusBackAfter(pending: boolean) {
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (pending) return;
    const control = pressed.current;
    pressed.current = null;
    // a busy button is disabled, which drops focus to the page; errors or a new screen move it on their own
    if (control?.isConnected && (document.activeElement === document.body || document.activeElement === null)) control.focus();
  }, [pending]);
  return () => {
    pressed.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  };
}

/** The server refused only because it wants the human check: every field error is the check's. */
function onlyTheCheckAsked(error: ApiError): boolean {
  const fields = Object.keys(error.fieldErrors);
  return fields.length > 0 && fields.every((field) => field === CAPTCHA_FIELD);
}

/**
 * A form whose calls may be asked for a captcha: errors under fields, captcha shown when asked. When the server asks,
 * the check runs and, once it passes, the same press goes ahead (decision 120): the person presses once.
 */
export function useCaptchaForm(options: { trackAs?: string } = {}) {
  const form = useFormAction(options);
  const captcha = useCaptcha();
  const rememberPressed = useFocusBackAfter(form.pending);

  async function attempt(action: (captchaToken: string | null) => Promise<void>) {
    try {
      // a press while the check still runs waits for it: one press is enough
      await action(await captcha.nextToken());
    } finally {
      captcha.reset(); // the challenge resets after each request
    }
  }

  async function run(action: (captchaToken: string | null) => Promise<void>, onApiError?: (error: ApiError) => boolean | void) {
    rememberPressed();
    await form.run(
      async () => {
        try {
          await attempt(action);
        } catch (caught) {
          // asked for the check and nothing else wrong: it runs now, and the press goes ahead once with its answer (a
          // failed check stops here); a press refused for something else as well (a wrong code) is not sent again
          if (!isApiError(caught) || !onlyTheCheckAsked(caught) || !captcha.showIfAsked(caught) || !(await captcha.nextToken())) {
            throw caught;
          }
          await attempt(action);
        }
      },
      (error) => {
        captcha.showIfAsked(error);
        return onApiError?.(error);
      },
    );
  }
  return { ...form, run, captcha };
}
