import { useSyncExternalStore } from 'react';

/** spec signup-flow §3 "Lead": the visitor's draft, kept in this browser until an account exists. */
export interface LeadDraft {
  id: number | null;
  email: string | null;
  phone_number: string | null;
  postcode: string | null;
  /** Trade ids, primary first. */
  trades: number[];
  redirected: boolean;
  isCategorySearch: boolean;
}

const STORAGE_KEY = 'tradespace.lead';
const empty: LeadDraft = {
  id: null,
  email: null,
  phone_number: null,
  postcode: null,
  trades: [],
  redirected: false,
  isCategorySearch: false,
};

function load(): LeadDraft {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LeadDraft> | null;
    return stored && typeof stored === 'object' ? { ...empty, ...stored } : empty;
  } catch {
    return empty;
  }
}

let draft = load();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

// another tab changed the draft: both tabs see the same lead
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  draft = load();
  notify();
});

export function leadDraft(): LeadDraft {
  return draft;
}

export function updateLeadDraft(changes: Partial<LeadDraft>): LeadDraft {
  draft = { ...draft, ...changes };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // private browsing without storage: the draft lives for this page only
  }
  notify();
  return draft;
}

export function clearLeadDraft(): void {
  draft = empty;
  window.localStorage.removeItem(STORAGE_KEY);
  notify();
}

export function useLeadDraft(): LeadDraft {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => draft,
  );
}
