import { useState } from 'react';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { CAPTCHA_FIELD } from '#web/components/captcha/use-captcha';
import { EmailPasswordFields } from '#web/components/ui/email-password-fields';
import { call } from '#web/lib/api';
import { useCaptchaForm } from '#web/components/captcha/use-captcha-form';
import { FormFrame } from '#web/components/ui/form-frame';
import { endpoints } from '#common/contract/endpoints';

export interface StaffPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onCodeSent: () => void;
}

/** The first factor: e-mail and password; the server then e-mails a code. The captcha shows once the server asks. */
export function StaffPasswordForm({ email, onEmailChange, onCodeSent }: StaffPasswordFormProps) {
  const action = useCaptchaForm();
  const [password, setPassword] = useState('');

  const submit = () =>
    action.run(async (captchaToken) => {
      await call(endpoints.admin.staffSignIn, { email_address: email, password, recaptcha_response: captchaToken });
      onCodeSent();
    });

  return (
    <FormFrame
      className="admin-form"
      action={action}
      fields={['email_address', 'password', CAPTCHA_FIELD]}
      submitLabel="Continue"
      onSubmit={submit}
    >
      <EmailPasswordFields
        email={email}
        password={password}
        onEmailChange={onEmailChange}
        onPasswordChange={setPassword}
        error={(field) => action.error(field)}
      />
      <CaptchaField {...action.captcha.fieldProps} />
    </FormFrame>
  );
}
