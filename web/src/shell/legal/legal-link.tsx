import type { ReactNode } from 'react';
import { pageOfLegalDocument, useLegalPopup, type LegalDocument } from './legal-popup-context';

/** A real link to the page that opens the document in a popup instead. */
export function LegalLink({ document, children }: { document: LegalDocument; children: ReactNode }) {
  const openLegal = useLegalPopup();
  return (
    <a
      href={pageOfLegalDocument[document]}
      onClick={(event) => {
        event.preventDefault();
        // a tap does not focus a link everywhere (iOS): focused, it is what Escape and Close give focus back to
        event.currentTarget.focus({ preventScroll: true });
        openLegal(document);
      }}
    >
      {children}
    </a>
  );
}
