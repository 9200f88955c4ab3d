import { useState } from 'react';
import { GENERAL_ERROR_FIELD, SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import type { Account } from './account-pick';
import { loadPage } from '#web/lib/full-load';
import { SignInForm } from './sign-in-form';
import { useSignInAction } from './use-sign-in-action';
import { endpoints } from '#common/contract/endpoints';

export interface SmsCodeFormProps {
  id: string;
  phone: string;
  onAccounts: (accounts: Account[]) => void;
  onRestart: () => void;
}

export function SmsCodeForm({ id, phone, onAccounts, onRestart }: SmsCodeFormProps) {
  const action = useSignInAction();
  const [code, setCode] = useState('');
  const codeError = action.error('code');

  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      const reply = await call(endpoints.auth.smsSignInCode, { code, recaptcha_response: recaptchaResponse }, { params: { id } });
      if (reply.redirect) loadPage(reply.redirect);
      else if (reply.users && reply.users.length > 0) onAccounts(reply.users);
      else action.setErrors({ [GENERAL_ERROR_FIELD]: [SOMETHING_WENT_WRONG] });
    });

  // a code error about expiry replaces the form with "Request a new code"
  if (codeError?.toLowerCase().includes('expire')) {
    return (
      <div className="sign-in__form">
        <p className="field-error" role="alert" data-field="code">
          {codeError}
        </p>
        <Button variant="secondary" onClick={onRestart}>
          Request a new code
        </Button>
      </div>
    );
  }

  return (
    <SignInForm action={action} fields={['code']} submitLabel="Submit Code" onSubmit={submit}>
      <p className="sign-in__intro" role="status">
        We've texted a 4-digit code to {phone}.
      </p>
      <TextField
        label="4-Digit SMS Code*"
        name="code"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={4}
        // the form appears once the code is sent: the code is the only thing left to type
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="field--code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={codeError}
      />
      <p className="sign-in__aside">
        No text?{' '}
        <Button variant="link" onClick={onRestart}>
          Request a new code
        </Button>
      </p>
    </SignInForm>
  );
}
