import { useState } from 'react';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import type { EmailProps } from '#web/features/sign-in/email-props';
import { SignInForm } from '#web/features/sign-in/sign-in-form';
import { useSignInAction } from '#web/features/sign-in/use-sign-in-action';
import { endpoints } from '#common/contract/endpoints';

/** The server answers the same whether or not the address has an account, and so do we. */
export function LoginLinkSignIn({ email, onEmailChange }: EmailProps) {
  const action = useSignInAction();
  const [sent, setSent] = useState(false);

  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      setSent(false);
      await call(endpoints.auth.loginLinkRequest, { email_address: email, recaptcha_response: recaptchaResponse });
      setSent(true);
    });

  return (
    <SignInForm action={action} fields={['email_address']} submitLabel="Email me a sign-in link" onSubmit={submit}>
      <p className="sign-in__intro">We'll e-mail you a link that signs you straight in, with no password needed.</p>
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
            If an account uses that address, we've e-mailed it a sign-in link. It works once and expires in 30 minutes.
          </p>
        )}
      </div>
    </SignInForm>
  );
}
