import { useEffect } from 'react';
import { SMS_SIGN_IN_TOKEN } from '#common/contract/sms-sign-in-token';
import { sitePages } from '#common/routes';
import { useLeadDraft } from '#web/lib/lead-draft';
import { useGo } from '#web/lib/navigation';
import { track } from '#web/lib/tracking';
import { useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { PhoneCodeSignIn } from './phone-code-sign-in';

/** lead_existing: the lead's e-mail or phone belongs to an account already. */
export default function LeadExistingStep() {
  const go = useGo();
  const user = useUser();
  const lead = useLeadDraft();
  const query = new URLSearchParams(window.location.search);
  const isPhone = query.get('is_phone') !== null;
  const loginId = query.get('id') ?? '';
  const nothingToRecognise = !lead.email && !(isPhone && lead.phone_number);

  useEffect(() => {
    if (user) {
      track('lead_existing', 'authredirect');
      go('trades', {}, { replace: true });
    } else if (nothingToRecognise) {
      track('lead_existing', 'startredirect');
      go('lead_trades', {}, { replace: true });
    }
  }, [user, nothingToRecognise, go]);

  if (user || nothingToRecognise) return null;
  if (isPhone && SMS_SIGN_IN_TOKEN.test(loginId)) {
    return <PhoneCodeSignIn loginId={loginId} phone={lead.phone_number ?? ''} />;
  }
  return (
    <StepFrame
      route="lead_existing"
      heading="Welcome back"
      continueLabel="Login"
      onContinue={() => window.location.assign(sitePages.myAccount)}
    >
      <p>
        An account already exists for <strong>{lead.email}</strong>. We have e-mailed you a one-click login link: open it to sign in
        straight away, or log in below.
      </p>
    </StepFrame>
  );
}
