import { GENERAL_ERROR_FIELD, SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { useCaptcha, type Captcha } from '#web/components/captcha/use-captcha';
import { useFormAction, type FormAction } from '#web/lib/use-form-action';

export interface SignInAction extends FormAction {
  captcha: Captcha;
  /** Runs one sign-in call with the captcha answer, if any, as its `recaptcha_response`. */
  submit: (send: (recaptchaResponse: string | null) => Promise<void>) => Promise<void>;
}

/** A sign-in form's state: pending, field errors, and a captcha shown once the server asks for one. */
export function useSignInAction(): SignInAction {
  const form = useFormAction();
  const captcha = useCaptcha();

  async function submit(send: (recaptchaResponse: string | null) => Promise<void>) {
    try {
      await form.run(
        // a press while the check still runs waits for it: one press is enough
        async () => send(await captcha.nextToken()),
        (error) => {
          captcha.showIfAsked(error);
          if (error.status !== 0) return false;
          // a failed existing-account call says so in the form
          form.setErrors({ [GENERAL_ERROR_FIELD]: [SOMETHING_WENT_WRONG] });
          return true;
        },
      );
    } finally {
      captcha.reset();
    }
  }

  return { ...form, captcha, submit };
}
