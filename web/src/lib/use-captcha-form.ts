import { useCaptcha } from '../components/captcha/use-captcha';
import { useFormAction } from './use-form-action';
import type { ApiError } from './api-error';

/** A form whose calls may be asked for a captcha: errors under fields, captcha shown when asked. */
export function useCaptchaForm(options: { trackAs?: string } = {}) {
  const form = useFormAction(options);
  const captcha = useCaptcha();
  async function run(action: (captchaToken: string | null) => Promise<void>, onApiError?: (error: ApiError) => boolean | void) {
    await form.run(
      async () => {
        try {
          // a press while the check still runs waits for it: one press is enough (issue 20)
          await action(await captcha.nextToken());
        } finally {
          captcha.reset(); // the challenge resets after each request
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
