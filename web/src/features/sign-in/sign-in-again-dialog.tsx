import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button';
import { Popup } from '#web/components/ui/popup';
import { rememberStepToReturnTo } from '#web/lib/return-to-step';
import { refreshUser } from '#web/lib/user-store';
import { signInToCarryOn } from './sign-in-to-carry-on';
import { PasswordForm } from './password-form';

/**
 * Signed out while on a step (another tab signed out, the session ended): the step stays with what was typed, and
 * this asks for the password over it; the other ways leave for the sign-in page and come back (decision 119).
 */
export function SignInAgainDialog() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [email, setEmail] = useState('');

  const otherWays = () => {
    rememberStepToReturnTo(`${pathname}${search}`);
    void navigate(signInToCarryOn);
  };

  return (
    <Popup open title="Please sign in again" onClose={otherWays} closeLabel="Sign in another way">
      <p>You have been signed out, perhaps in another tab. Sign in to carry on: what you typed on this step stays here.</p>
      <PasswordForm email={email} onEmailChange={setEmail} onSignedIn={async () => void (await refreshUser())} />
      <p>
        <Button variant="link" onClick={otherWays}>
          Sign in with an e-mailed link or a text message instead
        </Button>
      </p>
    </Popup>
  );
}
