import { useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import { PASSWORD_RESET_MINUTES } from '#common/contract/password-texts';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import type { EmailProps } from '#web/features/sign-in/email-props';
import { SignInForm } from '#web/features/sign-in/sign-in-form';
import { useSignInAction } from '#web/features/sign-in/use-sign-in-action';

/** "Forgot your password?": the server answers the same whether or not the address has an account, and so do we. */
export function ForgotPassword({ email, onEmailChange }: EmailProps) {
  const action = useSignInAction();
  const [sent, setSent] = useState(false);

  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      setSent(false);
      await call(endpoints.auth.passwordResetRequest, { email_address: email, recaptcha_response: recaptchaResponse });
      setSent(true);
    });

  return (
    <SignInForm action={action} fields={['email_address']} submitLabel="Email me a reset link" onSubmit={submit}>
      <p className="sign-in__intro">
        We'll e-mail you a link to choose a new password. Setting it signs your account out on every other device.
      </p>
      <TextField
        label="Email address"
        name="email_address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={action.error('email_address')}
      />
      <div role="status">
        {sent && (
          <p className="notice">
            If an account uses that address, we've e-mailed it a link to reset the password. It works once and expires in{' '}
            {PASSWORD_RESET_MINUTES} minutes.
          </p>
        )}
      </div>
    </SignInForm>
  );
}
