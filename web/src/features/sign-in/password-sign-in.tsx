import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import type { EmailProps } from './email-props';
import { PasswordForm } from './password-form';
import { ForgotPassword } from './forgot-password';
import { loadPage } from '#web/lib/full-load';

export function PasswordSignIn({ email, onEmailChange }: EmailProps) {
  const [forgot, setForgot] = useState(false);
  if (!forgot) return <PasswordFormWithForgot email={email} onEmailChange={onEmailChange} onForgot={() => setForgot(true)} />;
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

function PasswordFormWithForgot({ email, onEmailChange, onForgot }: EmailProps & { onForgot: () => void }) {
  return (
    <PasswordForm email={email} onEmailChange={onEmailChange} onSignedIn={loadPage}>
      <p className="sign-in__aside">
        <Button variant="link" onClick={onForgot}>
          Forgot your password?
        </Button>
      </p>
    </PasswordForm>
  );
}
