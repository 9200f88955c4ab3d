import type { ReactNode } from 'react';
import { LegalSectionLevel } from '#web/shell/legal/legal-heading';

/** A legal document as a full page (the popups show the same content). */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page legal-text">
      <h1>{title}</h1>
      <LegalSectionLevel level={2}>{children}</LegalSectionLevel>
    </article>
  );
}
