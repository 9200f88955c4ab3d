import { TermsOfSupplyContent } from '#web/shell/legal/terms-of-supply-content';
import { SubscriptionTermsContent } from '#web/shell/legal/subscription-terms-content';
import { LegalSectionLevel } from '#web/shell/legal/legal-heading';
import { LegalPage } from './legal-page';

export default function TermsOfSupplyPage() {
  return (
    <LegalPage title="Terms and Conditions of Supply">
      <TermsOfSupplyContent />
      <h2 id="subscription">Subscription Terms</h2>
      <LegalSectionLevel level={3}>
        <SubscriptionTermsContent />
      </LegalSectionLevel>
    </LegalPage>
  );
}
