import { PrivacyPolicyContent } from '#web/shell/legal/privacy-policy-content';
import { LegalPage } from './legal-page';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <PrivacyPolicyContent />
    </LegalPage>
  );
}
