import { Suspense } from 'react';
import { Popup } from '#web/components/ui/popup';
import { InLegalPopup } from './in-legal-popup';
import { legalDocuments } from './legal-documents';
import type { LegalDocument } from './legal-popup-context';

/** A legal document in a popup over the page: loaded with the first document opened (legal-popup-provider.tsx). */
export function LegalPopup({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  const { title, Content } = legalDocuments[document];
  return (
    <Popup open title={title} onClose={onClose} wide>
      <InLegalPopup.Provider value>
        <Suspense fallback={<p>Loading…</p>}>
          <div className="legal-text">
            <Content />
          </div>
        </Suspense>
      </InLegalPopup.Provider>
    </Popup>
  );
}
