import { Suspense } from 'react';
import { Popup } from '#web/components/ui/popup';
import { InLegalPopup } from './in-legal-popup';
import { legalDocuments } from './legal-documents';
import type { LegalDocument } from './legal-popup-context';

/** A legal document in a popup over the page: loaded with the first document opened (legal-popup-provider.tsx). */
export function LegalPopup({ open, onClose }: { open: LegalDocument | null; onClose: () => void }) {
  const entry = open ? legalDocuments[open] : null;
  return (
    <Popup open={entry !== null} title={entry?.title ?? ''} onClose={onClose} wide>
      {entry && (
        <InLegalPopup.Provider value>
          <Suspense fallback={<p>Loading…</p>}>
            <div className="legal-text">
              <entry.Content />
            </div>
          </Suspense>
        </InLegalPopup.Provider>
      )}
    </Popup>
  );
}
