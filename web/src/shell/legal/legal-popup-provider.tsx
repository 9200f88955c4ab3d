import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Popup } from '#web/components/ui/popup';
import { InLegalPopup } from './in-legal-popup';
import { legalDocuments } from './legal-documents';
import { LegalPopupContext, type LegalDocument } from './legal-popup-context';

export function LegalPopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  const entry = open ? legalDocuments[open] : null;
  const value = useMemo(() => (document: LegalDocument) => setOpen(document), []);
  return (
    <LegalPopupContext.Provider value={value}>
      {children}
      <Popup open={entry !== null} title={entry?.title ?? ''} onClose={() => setOpen(null)} wide>
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
    </LegalPopupContext.Provider>
  );
}
