import { useState } from 'react';
import { auth } from '../../../../common/contract/index';
import { EmailPasswordFields } from '../../components/ui/email-password-fields';
import { call } from '../../lib/api';
import { loadPage } from './full-load';
import { SignInForm } from './sign-in-form';
import { useSignInAction } from './use-sign-in-action';

export interface EmailProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function PasswordSignIn({ email, onEmailChange }: EmailProps) {
  const action = useSignInAction();
  const [password, setPassword] = useState('');

  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      const reply = await call(auth.passwordLogin, { email_address: email, password, recaptcha_response: recaptchaResponse });
      loadPage(reply.redirect);
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
    </SignInForm>
  );
}
