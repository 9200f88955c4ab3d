import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiError } from '#web/lib/api-error';
import type { CaptchaFieldProps } from './captcha-field';

export const CAPTCHA_FIELD = 'recaptcha_response';
/** A press while the check still runs waits this long for it (ALTCHA's own solve timeout). */
const WAIT_FOR_SOLVE_MS = 30_000;

export interface Captcha {
  visible: boolean;
  /** Send as `recaptcha_response`; null until solved. */
  token: string | null;
  resetKey: number;
  /**
   * The answer for the press just made: null while no captcha is shown; else the solved token, waiting for
   * a check still running (so one press is enough), or null when the check failed or timed out.
   */
  nextToken: () => Promise<string | null>;
  /** After a failed call: shows the captcha if the server asked for one; true when it did. */
  showIfAsked: (error: ApiError) => boolean;
  /** After every call, failed or not: the next call needs a fresh challenge. */
  reset: () => void;
  /** Spread onto `<CaptchaField {...captcha.fieldProps} />`. */
  fieldProps: CaptchaFieldProps;
}

/**
 * The captcha state of one form: hidden until the server answers with a
 * recaptcha_response error, then shown and run, and reset after each request. One state at a time:
 * a solved check clears the server's "Please confirm you are not a robot." (it is answered now).
 *
 *   const captcha = useCaptcha();
 *   call(x, { ...input, recaptcha_response: await captcha.nextToken() }).catch((e) => isApiError(e) && captcha.showIfAsked(e)).finally(captcha.reset);
 *   <CaptchaField {...captcha.fieldProps} />
 */
export function useCaptcha(): Captcha {
  const [visible, setVisible] = useState(false);
  const [token, setTokenState] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);
  const visibleRef = useRef(false);
  const tokenRef = useRef<string | null>(null);
  const waiting = useRef<((token: string | null) => void)[]>([]);

  const settle = useCallback((answer: string | null) => {
    const waiters = waiting.current;
    waiting.current = [];
    for (const resolve of waiters) resolve(answer);
  }, []);

  const setToken = useCallback(
    (next: string | null) => {
      tokenRef.current = next;
      setTokenState(next);
      if (next) {
        setError(undefined);
        settle(next);
      }
    },
    [settle],
  );

  const onFailed = useCallback(() => settle(null), [settle]);

  const nextToken = useCallback(() => {
    if (!visibleRef.current || tokenRef.current) return Promise.resolve(tokenRef.current);
    return new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), WAIT_FOR_SOLVE_MS);
      waiting.current.push((answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
  }, []);

  const showIfAsked = useCallback((apiError: ApiError) => {
    const message = apiError.firstError(CAPTCHA_FIELD);
    setError(message);
    if (message) {
      visibleRef.current = true;
      setVisible(true);
    }
    return message !== undefined;
  }, []);

  const reset = useCallback(() => {
    tokenRef.current = null;
    setTokenState(null);
    setResetKey((key) => key + 1);
  }, []);

  const fieldProps = useMemo(
    () => ({ visible, resetKey, onToken: setToken, onFailed, error }),
    [visible, resetKey, setToken, onFailed, error],
  );
  return { visible, token, resetKey, nextToken, showIfAsked, reset, fieldProps };
}
