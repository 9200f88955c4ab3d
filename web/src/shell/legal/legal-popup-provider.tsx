import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LegalPopupContext, pageOfLegalDocument, type LegalDocument } from './legal-popup-context';

// the popup's code comes with the first document opened
const LegalPopup = lazy<ComponentType<{ document: LegalDocument; onClose: () => void }>>(() =>
  import('./legal-popup').then(
    (module) => ({ default: module.LegalPopup }),
    () => ({ default: LegalPageInstead }),
  ),
);

/** The popup's code did not arrive: the link goes to the document's own page, as it does without JavaScript. */
function LegalPageInstead({ document }: { document: LegalDocument }) {
  useEffect(() => window.location.assign(pageOfLegalDocument[document]), [document]);
  return null;
}

export function LegalPopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  return (
    <LegalPopupContext.Provider value={setOpen}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <LegalPopup document={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </LegalPopupContext.Provider>
  );
}
