import { useState, type ReactNode } from 'react';
import { endpoints } from '#common/contract/endpoints';
import { EmailPasswordFields } from '#web/components/ui/email-password-fields';
import { call } from '#web/lib/api';
import { SignInForm } from './sign-in-form';
import { useSignInAction } from './use-sign-in-action';

export interface PasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Signed in: the server's next address, for the caller to go to or not. */
  onSignedIn: (redirect: string) => Promise<void> | void;
  /** Under the fields, before the button (the sign-in page's "Forgot your password?"). */
  children?: ReactNode;
}

/** E-mail and password, with the captcha when the server asks for one: the sign-in page and the step's dialog. */
export function PasswordForm({ email, onEmailChange, onSignedIn, children }: PasswordFormProps) {
  const action = useSignInAction();
  const [password, setPassword] = useState('');

  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      const reply = await call(endpoints.auth.passwordSignIn, { email_address: email, password, recaptcha_response: recaptchaResponse });
      await onSignedIn(reply.redirect);
    });

  return (
    <SignInForm action={action} fields={['email_address', 'password']} submitLabel="Sign in" onSubmit={submit}>
      <EmailPasswordFields
        email={email}
        password={password}
        onEmailChange={onEmailChange}
        onPasswordChange={setPassword}
        error={(field) => action.error(field)}
      />
      {children}
    </SignInForm>
  );
}
