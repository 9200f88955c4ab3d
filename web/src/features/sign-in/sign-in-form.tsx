import type { ReactNode } from 'react';
import { CAPTCHA_FIELD } from '#web/components/captcha/use-captcha';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { FormFrame } from '#web/components/ui/form-frame';
import type { SignInAction } from './use-sign-in-action';
import './sign-in-form.css';

export interface SignInFormProps {
  action: SignInAction;
  /** The fields this form shows under its inputs; any other field's message shows below the form. */
  fields: readonly string[];
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  /** The number this form texts, if it does (its captcha then costs what the number's recent texts call for). */
  captchaPhone?: string;
}

/** The frame of one way to sign in: its fields, the captcha when asked for, other errors, submit. */
export function SignInForm({ action, fields, submitLabel, onSubmit, children, captchaPhone }: SignInFormProps) {
  return (
    <FormFrame
      action={action}
      fields={[...fields, CAPTCHA_FIELD]}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      className="sign-in__form"
      after={<CaptchaField {...action.captcha.fieldProps} phoneNumber={captchaPhone} />}
      otherErrorField="general"
    >
      {children}
    </FormFrame>
  );
}
