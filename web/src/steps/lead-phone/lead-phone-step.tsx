import { useState } from 'react';
import { PHONE_TAKEN } from '#common/contract/registration-texts';
import { endpoints } from '#common/contract/endpoints';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { OfflineNotice } from '#web/components/ui/offline-notice';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { leadDraft, forgetStaleLead, updateLeadDraft } from '#web/lib/lead-draft';
import { carriedQuery, useGo } from '#web/lib/navigation';
import { pageConfig } from '#web/lib/page-config';
import { useCaptchaForm } from '#web/components/captcha/use-captcha-form';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';

// the saved lead is gone from the server (a new session, a cleared database): not the visitor's to fix
const LEAD_UNKNOWN = 404;

/** lead_phone (only with askLeadPhone): adds the phone to the lead. */
export default function LeadPhoneStep() {
  const go = useGo();
  const { next } = useStepLinks('lead_phone');
  const [phone, setPhone] = useState(leadDraft().phone_number ?? '');
  const form = useCaptchaForm({ trackAs: 'lead_phone' });
  const profile = new URLSearchParams(window.location.search).get('profile') ?? undefined;

  function submit() {
    return form.run(
      async (captchaToken) => {
        const id = leadDraft().id;
        if (id === null) return go('lead_email', { profile });
        await call(
          endpoints.lead.leadUpdate,
          { phone_number: phone, recaptcha_response: captchaToken, form_id: pageConfig.sessionId },
          { params: { id }, handles: [LEAD_UNKNOWN], retryWhenOffline: true },
        );
        updateLeadDraft({ phone_number: phone.trim() });
        if (next) go(next, { profile });
      },
      (error) => {
        if (error.status === LEAD_UNKNOWN) {
          forgetStaleLead();
          updateLeadDraft({ phone_number: phone.trim() });
          go('lead_location', carriedQuery(), { replace: true });
          return true;
        }
        const loginId = error.body.id;
        if (error.firstError('phone_number') !== PHONE_TAKEN || typeof loginId !== 'string') return false;
        updateLeadDraft({ phone_number: phone.trim() });
        go('lead_existing', { is_phone: '1', id: String(loginId) });
        return true;
      },
    );
  }

  return (
    <StepFrame
      route="lead_phone"
      heading="We also send job leads via text message"
      pending={form.pending}
      onContinue={submit}
      carry={{ profile }}
    >
      <TextField
        name="phone_number"
        label="Phone number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="e.g. 07123 456789"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={form.error('phone_number')}
      />
      <CaptchaField {...form.captcha.fieldProps} phoneNumber={phone} />
      <OfflineNotice />
    </StepFrame>
  );
}
