import { useCallback, useMemo, useState } from 'react';
import type { ApiError } from '../../lib/api-error';
import type { CaptchaFieldProps } from './captcha-field';

export const CAPTCHA_FIELD = 'recaptcha_response';

export interface Captcha {
  visible: boolean;
  /** Send as `recaptcha_response`; null until solved. */
  token: string | null;
  resetKey: number;
  /** After a failed call: shows the captcha if the server asked for one; true when it did. */
  showIfAsked(error: ApiError): boolean;
  /** After every call, failed or not: the next call needs a fresh challenge. */
  reset(): void;
  /** Spread onto `<CaptchaField {...captcha.fieldProps} />`. */
  fieldProps: CaptchaFieldProps;
}

/**
 * The captcha state of one form (spec signup-flow §4): hidden until the server answers with a
 * recaptcha_response error, then shown and run, and reset after each request.
 *
 *   const captcha = useCaptcha();
 *   call(x, { ...input, recaptcha_response: captcha.token }).catch((e) => isApiError(e) && captcha.showIfAsked(e)).finally(captcha.reset);
 *   <CaptchaField {...captcha.fieldProps} />
 */
export function useCaptcha(): Captcha {
  const [visible, setVisible] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);

  const showIfAsked = useCallback((apiError: ApiError) => {
    const message = apiError.firstError(CAPTCHA_FIELD);
    setError(message);
    if (message) setVisible(true);
    return message !== undefined;
  }, []);

  const reset = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);

  const fieldProps = useMemo(() => ({ visible, resetKey, onToken: setToken, error }), [visible, resetKey, error]);
  return { visible, token, resetKey, showIfAsked, reset, fieldProps };
}
