import { useEffect, useId, useRef } from 'react';
import { leaveEntry } from '#web/lib/history-leaving';

/** Marks the history entries popups add, with the id of the popup that added each. */
export const POPUP_HISTORY_MARK = 'tradespacePopup';

/** The popups open now, by id. */
const openPopups = new Set<string>();

/** The popup whose entry the browser is on, if any. */
function popupOfEntry(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[POPUP_HISTORY_MARK] : undefined;
}

const entryIsFor = (id: string) => popupOfEntry() === id;

/**
 * An open popup is a step in the browser's history: the phone's Back closes it and leaves the page as it
 * was, what was typed included. Opening adds an entry for the same address (the router's own state kept, so the page
 * stays); Back leaves it and the popup closes; closing it any other way takes the entry away again, unless a popup
 * opening meanwhile has taken it over. A page the popup moved on to (a Continue inside it) keeps its own entry.
 */
export function usePopupHistory(open: boolean, onClose: () => void): void {
  const id = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const closing = popupOfEntry();
    const entry = { ...(window.history.state as object | null), [POPUP_HISTORY_MARK]: id };
    // a popup that opens as another closes (a confirmation after a form) takes over that one's entry
    if (typeof closing === 'string' && closing !== id && !openPopups.has(closing)) window.history.replaceState(entry, '');
    else if (!entryIsFor(id)) window.history.pushState(entry, '');
    openPopups.add(id);
    const onBack = () => {
      if (!entryIsFor(id)) close.current();
    };
    window.addEventListener('popstate', onBack);
    return () => {
      openPopups.delete(id);
      window.removeEventListener('popstate', onBack);
      // once React is done: a popup opening in the same change may take the entry over
      leaveEntry(new Promise((resolve) => window.setTimeout(() => resolve(entryIsFor(id) && !openPopups.has(id)))));
    };
  }, [open, id]);
}
