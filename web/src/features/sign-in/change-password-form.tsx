import { useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import { PASSWORD_MIN } from '#common/contract/fields';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useFields } from '#web/lib/use-fields';
import { useFormAction } from '#web/lib/use-form-action';

/** "Change password": the current one, then the new one; this device stays signed in, every other one is signed out. */
export function ChangePasswordForm() {
  const action = useFormAction();
  const { values, setValues, text } = useFields({ current_password: '', password: '' }, action.error);
  const [changed, setChanged] = useState(false);

  const submit = () =>
    action.run(async () => {
      setChanged(false);
      await call(endpoints.account.passwordChange, values);
      setValues({ current_password: '', password: '' });
      setChanged(true);
    });

  return (
    <form
      className="account-security__form"
      noValidate
      aria-labelledby="change-password-heading"
      aria-busy={action.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="change-password-heading">Change password</h3>
      <TextField label="Current password" type="password" autoComplete="current-password" {...text('current_password')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. Every other device you are signed in on will be signed out.`}
        {...text('password')}
      />
      <div role="status">{changed && <p className="notice">Your password is changed. Every other device has been signed out.</p>}</div>
      <Button type="submit" pending={action.pending}>
        Change password
      </Button>
    </form>
  );
}
