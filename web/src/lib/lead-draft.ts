import { createExternalStore } from './external-store';

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
  /** The sign-up's Idempotency-Key and the e-mail it was made for, so a retry sends it again (docs/decisions/074). */
  signUpKey: { key: string; email: string } | null;
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
  signUpKey: null,
};

function load(): LeadDraft {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LeadDraft> | null;
    return stored && typeof stored === 'object' ? { ...empty, ...stored } : empty;
  } catch {
    return empty;
  }
}

const store = createExternalStore<LeadDraft>(load());

// another tab changed the draft: both tabs see the same lead
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY) store.set(load());
});

export function leadDraft(): LeadDraft {
  return store.get();
}

export function updateLeadDraft(changes: Partial<LeadDraft>): LeadDraft {
  const draft = { ...store.get(), ...changes };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // private browsing without storage: the draft lives for this page only
  }
  store.set(draft);
  return draft;
}

export function clearLeadDraft(): void {
  window.localStorage.removeItem(STORAGE_KEY);
  store.set(empty);
}

export function useLeadDraft(): LeadDraft {
  return store.use();
}
