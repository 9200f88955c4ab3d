import { useCallback, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { loadPage } from '#web/lib/full-load';
import { useSignInAction } from './use-sign-in-action';
import { endpoints } from '#common/contract/endpoints';

export interface Account {
  id: number;
  email: string;
}

/** A right code for a phone shared by several accounts lists them to pick from. */
export function AccountPick({ id, accounts }: { id: string; accounts: readonly Account[] }) {
  const action = useSignInAction();
  const [picked, setPicked] = useState<number | null>(null);
  const introId = useId();
  const error = Object.values(action.errors)[0]?.[0];
  // the code form has gone, so focus moves to the news that replaced it
  const focusOnce = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  const pick = (account: Account) => {
    setPicked(account.id);
    return action.submit(async () => {
      const reply = await call(endpoints.auth.smsSignInPick, { user_id: account.id }, { params: { id } });
      loadPage(reply.redirect);
    });
  };

  return (
    <div className="sign-in__form">
      <h2 className="sign-in__accepted" tabIndex={-1} ref={focusOnce}>
        Code accepted
      </h2>
      <p id={introId}>This phone number is used by more than one account. Which one do you want to sign in to?</p>
      <ul className="account-pick" aria-labelledby={introId}>
        {accounts.map((account) => (
          <li key={account.id}>
            <Button
              variant="secondary"
              className="account-pick__button"
              pending={action.pending && picked === account.id}
              disabled={action.pending}
              onClick={() => pick(account)}
            >
              {account.email}
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field-error" role="alert" data-field="user_id">
          {error}
        </p>
      )}
    </div>
  );
}
