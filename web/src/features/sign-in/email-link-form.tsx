import { useState } from 'react';
import { TextField } from '#web/components/ui/text-field';
import { SignInForm } from './sign-in-form';
import { useSignInAction } from './use-sign-in-action';

export interface EmailLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** What the link does, said before the field. */
  intro: string;
  submitLabel: string;
  /** "a sign-in link": what the notice says was e-mailed. */
  linkName: string;
  /** How long the link works. */
  minutes: number;
  /** Asks the server to e-mail the link. */
  send: (email: string, recaptchaResponse: string | null) => Promise<unknown>;
}

/**
 * An e-mail address and a button that e-mails it a link (to sign in, to reset the password). The server answers
 * the same whether or not the address has an account, and so does the notice.
 */
export function EmailLinkForm({ email, onEmailChange, intro, submitLabel, linkName, minutes, send }: EmailLinkFormProps) {
  const action = useSignInAction();
  const [sent, setSent] = useState(false);

  const submit = () =>
    action.submit(async (recaptchaResponse) => {
      setSent(false);
      await send(email, recaptchaResponse);
      setSent(true);
    });

  return (
    <SignInForm action={action} fields={['email_address']} submitLabel={submitLabel} onSubmit={submit}>
      <p className="sign-in__intro">{intro}</p>
      <TextField
        label="Email address"
        name="email_address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={action.error('email_address')}
      />
      <div role="status">
        {sent && (
          <p className="notice">
            If an account uses that address, we've e-mailed it {linkName}. It works once and expires in {minutes} minutes.
          </p>
        )}
      </div>
    </SignInForm>
  );
}
