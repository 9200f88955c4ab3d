import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { LegalPopupContext, pageOfLegalDocument, type LegalDocument } from './legal-popup-context';

// the popup's code comes with the first document opened; once there it stays, so it closes as a popup does
const LegalPopup = lazy<ComponentType<{ open: LegalDocument | null; onClose: () => void }>>(() =>
  import('./legal-popup').then(
    (module) => ({ default: module.LegalPopup }),
    () => ({ default: LegalPageInstead }),
  ),
);

/** The popup's code did not arrive: the link goes to the document's own page, as it does without JavaScript. */
function LegalPageInstead({ open }: { open: LegalDocument | null }) {
  useEffect(() => {
    if (open) window.location.assign(pageOfLegalDocument[open]);
  }, [open]);
  return null;
}

export function LegalPopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  const [needed, setNeeded] = useState(false);
  const value = useMemo(
    () => (document: LegalDocument) => {
      setNeeded(true);
      setOpen(document);
    },
    [],
  );
  return (
    <LegalPopupContext.Provider value={value}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <LegalPopup open={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </LegalPopupContext.Provider>
  );
}
