import type { ReactNode } from 'react';

/** A legal document as a full page (the popups show the same content). */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page legal-text">
      <h1>{title}</h1>
      {children}
    </article>
  );
}
