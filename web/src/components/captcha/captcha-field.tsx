import { useId } from 'react';
import { FieldError } from '../ui/field-error';
import { pageConfig } from '#web/lib/page-config';
import { AltchaCheck } from './altcha-check';
import { RecaptchaCheck } from './recaptcha-check';

export interface CaptchaFieldProps {
  /** Nothing renders (or loads) until the server has asked for a captcha. */
  visible: boolean;
  /** A new value runs a fresh challenge (it resets after each request). */
  resetKey: number;
  /** The `recaptcha_response` to send, or null while there is none. */
  onToken: (token: string | null) => void;
  /** The check could not run (network, vendor): a press waiting for it goes ahead without a token. */
  onFailed?: () => void;
  error?: string;
  /** The number the form is about to text: the challenge then costs what its recent texts call for. */
  phoneNumber?: string;
}

/** The human check: ALTCHA proof of work by default, Google reCAPTCHA when the server names it. */
export function CaptchaField({ visible, resetKey, onToken, onFailed, error, phoneNumber }: CaptchaFieldProps) {
  const id = useId();
  if (!visible) return null;
  const { provider, siteKey } = pageConfig.captcha;
  return (
    <div
      className={['field', 'captcha-field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}
      data-field="recaptcha_response"
      role="group"
      aria-label="Human check"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {provider === 'recaptcha' && siteKey ? (
        <RecaptchaCheck key={resetKey} siteKey={siteKey} onToken={onToken} onFailed={onFailed} />
      ) : (
        <AltchaCheck key={resetKey} onToken={onToken} onFailed={onFailed} phoneNumber={phoneNumber} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
