import { useState } from 'react';
import { SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { endpoints } from '#common/contract/endpoints';
import { sitePages } from '#common/routes';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { useCaptchaForm } from '#web/components/captcha/use-captcha-form';
import { StepFrame } from '#web/shell/step-frame';
import { AccountPicker } from './account-picker';

type Account = { id: number; email: string };

/** The phone variant: the texted 4-digit code, then the accounts that share the phone. */
export function PhoneCodeSignIn({ loginId, phone }: { loginId: string; phone: string }) {
  const [code, setCode] = useState('');
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [general, setGeneral] = useState<string>();
  const form = useCaptchaForm();
  const expired = form.error('code')?.includes('expire') ?? false;

  function submit() {
    setGeneral(undefined);
    return form.run(
      async (captchaToken) => {
        const reply = await call(
          endpoints.auth.smsSignInCode,
          { code, recaptcha_response: captchaToken, is_signup: true },
          { params: { id: loginId } },
        );
        if (reply.redirect) window.location.assign(reply.redirect);
        else setAccounts(reply.users ?? []);
      },
      (error) => {
        if (!error.isValidation) setGeneral(SOMETHING_WENT_WRONG);
      },
    );
  }

  if (accounts) return <AccountPicker loginId={loginId} accounts={accounts} />;
  return (
    <StepFrame
      route="lead_existing"
      heading="Welcome back"
      continueLabel="Submit Code"
      showContinue={!expired}
      pending={form.pending}
      generalError={general}
      onContinue={submit}
    >
      <p>
        An account already exists for <strong>{phone}</strong>. We have texted you a 4-digit code: enter it below to sign in.
      </p>
      {expired ? (
        <p className="field-error" role="alert" data-field="code">
          {form.error('code')} <a href={`${sitePages.smsLogin}?phone=${encodeURIComponent(phone)}`}>Request a new code</a>
        </p>
      ) : (
        <TextField
          name="code"
          label="4-Digit SMS Code*"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={4}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={form.error('code')}
        />
      )}
      <CaptchaField {...form.captcha.fieldProps} />
      {!expired && form.captcha.visible && (
        <p className="step__aside">
          <a href={`${sitePages.smsLogin}?phone=${encodeURIComponent(phone)}`}>Request a new code</a>
        </p>
      )}
      {form.pending && <img className="loading-image" src="/loading.svg" alt="Loading" width="32" height="32" />}
      <p className="step__aside">
        <a href={sitePages.contactUs}>Contact us instead</a>
      </p>
    </StepFrame>
  );
}
