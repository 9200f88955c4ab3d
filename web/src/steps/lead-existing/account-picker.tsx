import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { StepFrame } from '#web/shell/step-frame';

/** After the right code: "Code accepted" and the accounts to choose from. */
export function AccountPicker({ loginId, accounts }: { loginId: string; accounts: { id: number; email: string }[] }) {
  const form = useFormAction();
  const [general, setGeneral] = useState<string>();

  function pick(userId: number) {
    return form.run(
      async () => {
        const reply = await call(endpoints.auth.smsSignInPick, { user_id: userId, is_signup: true }, { params: { id: loginId } });
        window.location.assign(reply.redirect || reply.url);
      },
      (error) => {
        if (!error.isValidation) setGeneral(SOMETHING_WENT_WRONG);
      },
    );
  }

  return (
    <StepFrame
      route="lead_existing"
      heading="Code accepted"
      showContinue={false}
      showBack={false}
      generalError={general ?? form.error('user_id')}
    >
      <p>Choose the account you want to sign in to:</p>
      <ul className="account-list" aria-label="Your accounts">
        {accounts.map((account) => (
          <li key={account.id}>
            <Button variant="secondary" pending={form.pending} onClick={() => pick(account.id)}>
              {account.email}
            </Button>
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
