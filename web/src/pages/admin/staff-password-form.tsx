import { useState } from 'react';
import { admin } from '../../../../common/contract/index';
import { TextField } from '../../components/ui/text-field';
import { call } from '../../lib/api';
import { useFormAction } from '../../lib/use-form-action';
import { AdminForm } from './admin-form';

export interface StaffPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onCodeSent: () => void;
}

/** The first factor: e-mail and password; the server then e-mails a code. */
export function StaffPasswordForm({ email, onEmailChange, onCodeSent }: StaffPasswordFormProps) {
  const action = useFormAction();
  const [password, setPassword] = useState('');

  const submit = () =>
    action.run(async () => {
      await call(admin.staffLogin, { email_address: email, password });
      onCodeSent();
    });

  return (
    <AdminForm action={action} fields={['email_address', 'password']} submitLabel="Continue" onSubmit={submit}>
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
    </AdminForm>
  );
}
