import { createContext, useContext } from 'react';

/** True inside the legal popup, false where a legal text is a page of its own. */
export const InLegalPopup = createContext(false);

export function useInLegalPopup(): boolean {
  return useContext(InLegalPopup);
}
