import { useState } from 'react';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { AccountPick, type Account } from './account-pick';
import { SignInForm } from './sign-in-form';
import { SmsCodeForm } from './sms-code-form';
import { useSignInAction } from './use-sign-in-action';
import { endpoints } from '#common/contract/endpoints';

type Stage = { name: 'phone' } | { name: 'code'; id: string } | { name: 'pick'; id: string; accounts: Account[] };

export interface SmsSignInProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
}

/** "Text me a code" (the spec's sms-login route): phone number, then the 4-digit code, then maybe a pick. */
export function SmsSignIn({ phone, onPhoneChange }: SmsSignInProps) {
  const [stage, setStage] = useState<Stage>({ name: 'phone' });

  if (stage.name === 'code') {
    return (
      <SmsCodeForm
        id={stage.id}
        phone={phone}
        onAccounts={(accounts) => setStage({ name: 'pick', id: stage.id, accounts })}
        onRestart={() => setStage({ name: 'phone' })}
      />
    );
  }
  if (stage.name === 'pick') return <AccountPick id={stage.id} accounts={stage.accounts} />;
  return <SmsPhoneForm phone={phone} onPhoneChange={onPhoneChange} onSent={(id) => setStage({ name: 'code', id })} />;
}

function SmsPhoneForm({ phone, onPhoneChange, onSent }: SmsSignInProps & { onSent: (id: string) => void }) {
  const action = useSignInAction();
  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      const reply = await call(endpoints.auth.smsSignInStart, { phone_number: phone, recaptcha_response: recaptchaResponse });
      onSent(reply.id);
    });

  return (
    <SignInForm action={action} fields={['phone_number']} submitLabel="Text me a code" onSubmit={submit} captchaPhone={phone}>
      <p className="sign-in__intro">We'll text a 4-digit code to the mobile number on your account.</p>
      <TextField
        label="Phone number"
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value)}
        error={action.error('phone_number')}
      />
    </SignInForm>
  );
}
