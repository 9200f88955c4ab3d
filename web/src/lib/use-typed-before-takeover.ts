import { useEffect } from 'react';

/**
 * What a visitor typed into a field of the page the server sent, before React took that page over (hydration keeps
 * the field's text but not the step's state, decision 085): the step's state takes it once, on arrival.
 */
export function useTypedBeforeTakeover(name: string, keep: (typed: string) => void): void {
  useEffect(() => {
    const typed = document.querySelector<HTMLInputElement>(`main input[name="${name}"]`)?.value;
    if (typed) keep(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
}
