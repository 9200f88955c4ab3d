import type { ReactNode } from 'react';
import { CAPTCHA_FIELD } from '#web/components/captcha/use-captcha';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { Button } from '#web/components/ui/button';
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
  const shown = new Set([...fields, CAPTCHA_FIELD]);
  const other = Object.entries(action.errors).find(([field]) => !shown.has(field))?.[1][0];
  return (
    <form
      className="sign-in__form"
      noValidate
      aria-busy={action.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <CaptchaField {...action.captcha.fieldProps} phoneNumber={captchaPhone} />
      {other && (
        <p className="field-error" role="alert" data-field="general">
          {other}
        </p>
      )}
      <Button type="submit" pending={action.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
