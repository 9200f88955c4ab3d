import { useState } from 'react';
import { STAFF_CODE_DIGITS } from '#common/contract/calls/admin';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { FormFrame } from '#web/components/ui/form-frame';
import { endpoints } from '#common/contract/endpoints';

export interface StaffCodeFormProps {
  email: string;
  onSignedIn: (email: string) => void;
  onRestart: () => void;
}

/** The second factor: the 6-digit code e-mailed after the right password. */
export function StaffCodeForm({ email, onSignedIn, onRestart }: StaffCodeFormProps) {
  const action = useFormAction();
  const resend = useFormAction();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);

  const submit = () =>
    action.run(async () => {
      const reply = await call(endpoints.admin.staffSignInCode, { code });
      onSignedIn(reply.email);
    });

  const sendAgain = () =>
    resend.run(async () => {
      setResent(false);
      await call(endpoints.admin.staffCodeResend, {});
      setCode('');
      setResent(true);
    });

  return (
    <FormFrame className="admin-form" action={action} fields={['code']} submitLabel="Sign in" onSubmit={submit}>
      <p className="admin-sign-in__intro" role="status">
        {resent ? 'We have e-mailed you a new code' : 'We e-mailed you a code'}
        {email ? ` at ${email}` : ''}. It expires in 10 minutes.
      </p>
      <TextField
        label={`${STAFF_CODE_DIGITS}-digit code`}
        name="code"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={STAFF_CODE_DIGITS}
        // the form appears once the code is sent: the code is the only thing left to type
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="field--code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={action.error('code') ?? resend.error('code')}
      />
      <div className="admin-sign-in__links">
        <Button variant="link" onClick={sendAgain} disabled={resend.pending}>
          Send a new code
        </Button>
        <Button variant="link" onClick={onRestart}>
          Start again
        </Button>
      </div>
    </FormFrame>
  );
}
