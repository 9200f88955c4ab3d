import { useEffect, useId, useRef } from 'react';

/** Marks the history entries popups add, with the id of the popup that added each. */
const MARK = 'tradespacePopup';

function entryIsFor(id: string): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === id;
}

/**
 * An open popup is a step in the browser's history (issue 36): the phone's Back closes it and leaves the page as it
 * was, what was typed included. Opening adds an entry for the same address (the router's own state kept, so the page
 * stays); Back leaves it and the popup closes; closing it any other way takes the entry away again. A page the popup
 * moved on to (a Continue inside it) keeps its own entry.
 */
export function usePopupHistory(open: boolean, onClose: () => void): void {
  const id = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    if (!entryIsFor(id)) window.history.pushState({ ...(window.history.state as object | null), [MARK]: id }, '');
    const onBack = () => {
      if (!entryIsFor(id)) close.current();
    };
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      if (entryIsFor(id)) window.history.back();
    };
  }, [open, id]);
}
