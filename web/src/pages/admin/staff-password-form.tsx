import { useState } from 'react';
import { EmailPasswordFields } from '#web/components/ui/email-password-fields';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { AdminForm } from './admin-form';
import { endpoints } from '#common/contract/endpoints';

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
      await call(endpoints.admin.staffLogin, { email_address: email, password });
      onCodeSent();
    });

  return (
    <AdminForm action={action} fields={['email_address', 'password']} submitLabel="Continue" onSubmit={submit}>
      <EmailPasswordFields
        email={email}
        password={password}
        onEmailChange={onEmailChange}
        onPasswordChange={setPassword}
        error={(field) => action.error(field)}
      />
    </AdminForm>
  );
}
