import { useState } from 'react';
import { forgetAccountInThisBrowser } from '#web/lib/return-to-step';
import { CLOSE_CODE_DIGITS, closeTexts, keptOnClosing, keptSentence } from '#common/contract/account-data-texts';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { Checkbox } from '#web/components/ui/checkbox';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useFields } from '#web/lib/use-fields';
import { useFormAction } from '#web/lib/use-form-action';
import { sectionHeadingId } from '#web/components/account/account-sections';
import { loadPage } from '#web/lib/full-load';

type Check = 'password' | 'code';

/**
 * "Close my account": the password (or an e-mailed code) proves it is the trader, the tick box that they mean it;
 * then the account closes at once and this page goes, signed out, to the page saying what was erased and kept.
 */
export function CloseAccount() {
  const [open, setOpen] = useState(false);
  const [check, setCheck] = useState<Check>('password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useFormAction();
  const { values, text, tick } = useFields({ password: '', code: '', confirm: false }, action.error);

  const sendCode = () =>
    action.run(async () => {
      // a refusal lands under the code field, so that field shows from now on
      setCheck('code');
      const reply = await call(endpoints.accountData.closeCodeSend, {});
      setSentTo(reply.sent_to);
    });

  const close = () =>
    action.run(async () => {
      // the tick box is asked first, so an unticked form spends no password try
      if (!values.confirm) return action.setErrors({ confirm: [closeTexts.confirm] });
      await call(endpoints.accountData.closeCheck, check === 'password' ? { password: values.password } : { code: values.code });
      const reply = await call(endpoints.accountData.accountClose, { confirm: true });
      forgetAccountInThisBrowser();
      loadPage(reply.redirect);
    });

  if (!open) {
    return (
      <>
        <p id="close-account-help">Your profile, photos and cards are removed at once. This cannot be undone.</p>
        <Button variant="secondary" onClick={() => setOpen(true)} aria-describedby="close-account-help">
          Close my account
        </Button>
      </>
    );
  }

  return (
    <form
      className="account-security__form close-account"
      noValidate
      aria-labelledby={sectionHeadingId('closeAccount')}
      aria-busy={action.pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void close();
      }}
    >
      <p>
        Closing takes your profile and directory entry down, cancels your membership, removes your cards, photos and documents, and signs
        you out everywhere. You can download your data first. We keep only these, without your name:
      </p>
      <ul className="close-account__kept" aria-label="What we keep">
        {Object.values(keptOnClosing).map((kept) => (
          <li key={kept.what}>{keptSentence(kept)}</li>
        ))}
      </ul>
      {check === 'password' ? (
        <>
          <TextField label="Your password" type="password" autoComplete="current-password" {...text('password')} />
          <Button variant="link" onClick={() => void sendCode()}>
            Forgotten it? E-mail me a code instead
          </Button>
        </>
      ) : (
        <>
          <TextField
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CLOSE_CODE_DIGITS}
            hint={sentTo ? `We have e-mailed a ${CLOSE_CODE_DIGITS}-digit code to ${sentTo}.` : undefined}
            {...text('code')}
          />
          <Button variant="link" onClick={() => void sendCode()}>
            Send a new code
          </Button>
        </>
      )}
      <Checkbox label="I understand that my account and profile are deleted for good." {...tick('confirm')} />
      <div className="close-account__actions">
        <Button type="submit" pending={action.pending}>
          Close my account for good
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Keep my account
        </Button>
      </div>
    </form>
  );
}
