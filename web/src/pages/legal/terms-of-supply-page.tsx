import { TermsOfSupplyContent } from '#web/shell/legal/terms-of-supply-content';
import { SubscriptionTermsContent } from '#web/shell/legal/subscription-terms-content';
import { LegalPage } from './legal-page';

export default function TermsOfSupplyPage() {
  return (
    <LegalPage title="Terms and Conditions of Supply">
      <TermsOfSupplyContent />
      <h2 id="subscription">Subscription Terms</h2>
      <SubscriptionTermsContent />
    </LegalPage>
  );
}
