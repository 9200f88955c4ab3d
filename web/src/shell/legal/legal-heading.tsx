import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level of a legal document's section headings: h3 under a popup's h2 title, h2 under a legal page's h1, so no
 * level is skipped. A document shown inside another's h2 section sets 3 again.
 */
const SectionLevel = createContext<2 | 3>(3);

export function LegalSectionLevel({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return <SectionLevel.Provider value={level}>{children}</SectionLevel.Provider>;
}

export function LegalHeading({ children }: { children: ReactNode }) {
  return useContext(SectionLevel) === 2 ? <h2>{children}</h2> : <h3>{children}</h3>;
}
