import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { EmailPasswordFields } from '#web/components/ui/email-password-fields';
import { call } from '#web/lib/api';
import { ForgotPassword } from './forgot-password';
import { loadPage } from './full-load';
import { SignInForm } from './sign-in-form';
import { useSignInAction } from './use-sign-in-action';
import { endpoints } from '#common/contract/endpoints';

export interface EmailProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function PasswordSignIn({ email, onEmailChange }: EmailProps) {
  const [forgot, setForgot] = useState(false);
  if (!forgot) return <PasswordForm email={email} onEmailChange={onEmailChange} onForgot={() => setForgot(true)} />;
  return (
    <>
      <ForgotPassword email={email} onEmailChange={onEmailChange} />
      <p className="sign-in__aside">
        <Button variant="link" onClick={() => setForgot(false)}>
          Back to sign in with your password
        </Button>
      </p>
    </>
  );
}

function PasswordForm({ email, onEmailChange, onForgot }: EmailProps & { onForgot: () => void }) {
  const action = useSignInAction();
  const [password, setPassword] = useState('');

  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      const reply = await call(endpoints.auth.passwordLogin, { email_address: email, password, recaptcha_response: recaptchaResponse });
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
      <p className="sign-in__aside">
        <Button variant="link" onClick={onForgot}>
          Forgot your password?
        </Button>
      </p>
    </SignInForm>
  );
}
