import type { ReactNode } from 'react';
import { useInLegalPopup } from './in-legal-popup';

/** A link out of a legal text. Inside the popup it opens in a new tab and says so, leaving the step underneath alone. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  if (!useInLegalPopup()) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
