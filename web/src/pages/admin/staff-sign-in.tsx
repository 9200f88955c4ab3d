import { useState } from 'react';
import { StaffCodeForm } from './staff-code-form';
import { StaffPasswordForm } from './staff-password-form';
import type { StaffSessionState } from './use-staff-session';

export interface StaffSignInProps {
  session: StaffSessionState;
  onChange: (session: StaffSessionState) => void;
}

/** /admin before sign-in: password, then the e-mailed code (decisions 035, 036). */
export function StaffSignIn({ session, onChange }: StaffSignInProps) {
  const [email, setEmail] = useState(session.email ?? '');
  return (
    <article className="page admin-sign-in">
      <h1>Sign in to the review back office</h1>
      {session.ended && (
        <p className="notice" role="alert">
          Your back office session has ended. Please sign in again.
        </p>
      )}
      {session.stage === 'code' ? (
        <StaffCodeForm
          email={session.email ?? email}
          onSignedIn={(signedIn) => onChange({ stage: 'signed_in', email: signedIn })}
          onRestart={() => onChange({ stage: 'password', email: null })}
        />
      ) : (
        <StaffPasswordForm email={email} onEmailChange={setEmail} onCodeSent={() => onChange({ stage: 'code', email })} />
      )}
    </article>
  );
}
