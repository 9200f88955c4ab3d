import { useState } from 'react';
import { EMAIL_TAKEN } from '#common/contract/registration-texts';
import { endpoints } from '#common/contract/endpoints';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { OfflineNotice } from '#web/components/ui/offline-notice';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { leadDraft, updateLeadDraft } from '#web/lib/lead-draft';
import { useGo } from '#web/lib/navigation';
import { pageConfig } from '#web/lib/page-config';
import { useCaptchaForm } from '#web/components/captcha/use-captcha-form';
import { LegalLink } from '#web/shell/legal/legal-link';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';

/** lead_email: creates the lead on the server; a known e-mail goes to lead_existing. */
export default function LeadEmailStep() {
  const go = useGo();
  const { next } = useStepLinks('lead_email');
  const [email, setEmail] = useState(leadDraft().email ?? '');
  const form = useCaptchaForm({ trackAs: 'lead_email' });
  const profile = new URLSearchParams(window.location.search).get('profile') ?? undefined;

  function submit() {
    return form.run(
      async (captchaToken) => {
        const draft = leadDraft();
        const reply = await call(
          endpoints.lead.leadCreate,
          {
            email_address: email,
            postcode: draft.postcode ?? '',
            trades: draft.trades,
            recaptcha_response: captchaToken,
            form_id: pageConfig.sessionId,
          },
          { retryWhenOffline: true },
        );
        updateLeadDraft({ id: reply.lead_id, email: email.trim().toLowerCase() });
        if (next) go(next, { profile });
      },
      (error) => {
        if (error.firstError('email_address') !== EMAIL_TAKEN) return false;
        updateLeadDraft({ email: email.trim().toLowerCase() });
        go('lead_existing');
        return true;
      },
    );
  }

  return (
    <StepFrame
      route="lead_email"
      heading="Where can we send the job leads?"
      intro={<p>Enter your email address so we can start sending you local job leads.</p>}
      pending={form.pending}
      generalError={form.error('postcode') ?? form.error('trades')}
      onContinue={submit}
      carry={{ profile }}
    >
      <TextField
        name="email_address"
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={form.error('email_address')}
      />
      <CaptchaField {...form.captcha.fieldProps} />
      <OfflineNotice />
      <p className="step__small">
        By clicking continue you agree to Tradespace's <LegalLink document="privacy">Privacy Policy</LegalLink>
      </p>
    </StepFrame>
  );
}
