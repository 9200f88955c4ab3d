import type { ReactNode } from 'react';
import { useInLegalPopup } from './in-legal-popup';
import { LegalLink } from './legal-link';
import { pageOfLegalDocument, type LegalDocument } from './legal-popup-context';

/**
 * A link from one legal text to another. Inside the popup it shows the other text in the same popup, so a
 * half-filled step underneath is never left; on the text's own page it is a plain link to the other page.
 */
export function DocumentLink({ document, children }: { document: LegalDocument; children: ReactNode }) {
  if (useInLegalPopup()) return <LegalLink document={document}>{children}</LegalLink>;
  return <a href={pageOfLegalDocument[document]}>{children}</a>;
}
