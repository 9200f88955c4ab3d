import { TermsOfUseContent } from '#web/shell/legal/terms-of-use-content';
import { LegalPage } from './legal-page';

export default function TermsOfUsePage() {
  return (
    <LegalPage title="Terms of Website Use">
      <TermsOfUseContent />
    </LegalPage>
  );
}
