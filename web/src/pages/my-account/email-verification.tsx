import { useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import type { UserView } from '#common/contract/user';
import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';

/**
 * Whether the account's e-mail address is verified, and a button that e-mails it a link when it is not
 * (decision 103): opening the link signs in and marks the address verified.
 */
export function EmailVerification({ user }: { user: UserView }) {
  const action = useFormAction();
  const [sent, setSent] = useState<{ to: string; minutes: number } | null>(null);

  if (user.verified.email) return <p className="account__email-status">Your e-mail address is verified.</p>;

  const send = () =>
    action.run(async () => {
      setSent(null);
      const reply = await call(endpoints.account.emailVerifySend, {});
      setSent({ to: reply.sent_to, minutes: reply.expires_in_minutes });
    });

  return (
    <div className="account__email-status" data-field="email">
      <p id="email-verify-help">
        Your e-mail address is <strong>not verified</strong> yet. Verify it to show the address is yours: we e-mail it a link, and opening
        the link verifies it.
      </p>
      <Button variant="secondary" pending={action.pending} onClick={send} aria-describedby="email-verify-help">
        E-mail me a link to verify it
      </Button>
      {action.error('email') && (
        <p className="field-error" role="alert">
          {action.error('email')}
        </p>
      )}
      <div role="status">
        {sent && (
          <p className="notice">
            We have e-mailed a link to {sent.to}. Open it within {sent.minutes} minutes to verify your address.
          </p>
        )}
      </div>
    </div>
  );
}
