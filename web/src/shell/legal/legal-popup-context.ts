import { createContext, useContext } from 'react';

// What a link to a legal text needs, apart from the texts themselves: the texts import their links, and the popup
// imports the texts, so the links reach the popup through this context and never import it.

export type LegalDocument = 'privacy' | 'terms' | 'supply' | 'subscription';

export const pageOfLegalDocument: Record<LegalDocument, string> = {
  privacy: '/tradespeople-privacy-policy',
  terms: '/tradespeople-terms-of-use',
  supply: '/tradespeople-terms-of-supply',
  subscription: '/tradespeople-terms-of-supply#subscription',
};

export const LegalPopupContext = createContext<(document: LegalDocument) => void>(() => undefined);

/** Opens a legal text in the popup; from a link inside the popup, shows that text in its place.
 * `const openLegal = useLegalPopup(); openLegal('privacy')` from any step. */
export function useLegalPopup(): (document: LegalDocument) => void {
  return useContext(LegalPopupContext);
}
