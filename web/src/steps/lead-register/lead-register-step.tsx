import { useRef } from 'react';
import { EMAIL_TAKEN, PHONE_TAKEN } from '#common/contract/registration-texts';
import { CaptchaField } from '#web/components/captcha/captcha-field';
import { OfflineNotice } from '#web/components/ui/offline-notice';
import { clearLeadDraft, leadDraft, updateLeadDraft, useLeadDraft } from '#web/lib/lead-draft';
import { useGo } from '#web/lib/navigation';
import { forgetStepInput } from '#web/lib/step-input-memory';
import { pageConfig } from '#web/lib/page-config';
import { firePartnerConversion } from '#web/lib/partner-conversion';
import { useCaptchaForm } from '#web/components/captcha/use-captcha-form';
import { useFields } from '#web/lib/use-fields';
import { refreshUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';
import { leaveForAccount } from './leave-for-account';
import { RegisterFields } from './register-fields';
import { sendSignUp } from './sign-up-call';

/** lead_register: "Ok, let's create an account!" */
export default function LeadRegisterStep() {
  const go = useGo();
  const lead = useLeadDraft();
  const { next } = useStepLinks('lead_register');
  const form = useCaptchaForm({ trackAs: 'lead_register' });
  const query = new URLSearchParams(window.location.search);
  const fields = useFields(
    () => ({
      first_name: '',
      last_name: '',
      business_name: '',
      password: '',
      email_address: lead.email ?? '',
      phone_number: lead.phone_number ?? '',
      terms: false,
      privacy: lead.id !== null, // privacy was accepted on the e-mail step
    }),
    form.error,
  );
  const { values } = fields;
  // a field brought out by its message stays out while it is corrected (the message goes at the first keystroke)
  const broughtOut = useRef({ email: false, phone: false, privacy: false });
  const shown = {
    email: (broughtOut.current.email ||= lead.id === null || !lead.email || form.error('email_address') !== undefined),
    phone: (broughtOut.current.phone ||= !lead.phone_number || form.error('phone_number') !== undefined),
    privacy: (broughtOut.current.privacy ||= lead.id === null || form.error('privacy') !== undefined),
  };

  function submit() {
    return form.run(
      async (captchaToken) => {
        const draft = leadDraft();
        const reply = await sendSignUp(
          {
            ...values,
            postcode: draft.postcode ?? '',
            trades: draft.trades,
            lead_id: draft.id,
            form_id: pageConfig.sessionId,
            profilePageId: query.get('profile'),
            source: draft.source,
            recaptcha_response: captchaToken,
          },
          { retryWhenOffline: true },
        );
        firePartnerConversion(draft.source, reply.hashed_user_info.sha256_user_id);
        if (pageConfig.formOptions.redirect) return leaveForAccount();
        await refreshUser();
        clearLeadDraft();
        forgetStepInput();
        if (next) go(next);
      },
      (error) => {
        if (error.firstError('email_address') === EMAIL_TAKEN) {
          updateLeadDraft({ email: values.email_address.trim().toLowerCase() });
          go('lead_existing');
          return true;
        }
        const loginId = error.body.id;
        if (error.firstError('phone_number') === PHONE_TAKEN && typeof loginId === 'string') {
          updateLeadDraft({ phone_number: values.phone_number.trim(), email: values.email_address.trim().toLowerCase() });
          go('lead_existing', { is_phone: '1', id: String(loginId) });
          return true;
        }
        return false;
      },
    );
  }

  return (
    <StepFrame
      route="lead_register"
      heading="Ok, let's create an account!"
      continueLabel="Create Account"
      pending={form.pending}
      generalError={form.error('postcode') ?? form.error('trades')}
      onContinue={submit}
    >
      <RegisterFields fields={fields} shown={shown} />
      <CaptchaField {...form.captcha.fieldProps} phoneNumber={values.phone_number} />
      <OfflineNotice />
    </StepFrame>
  );
}
