import { useState } from 'react';
import { auth } from '../../../../common/contract/index';
import { TextField } from '../../components/ui/text-field';
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
      <TextField
        label="Email address"
        name="email_address"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={action.error('email_address')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={action.error('password')}
      />
    </SignInForm>
  );
}
