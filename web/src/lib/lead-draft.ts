import { normalisePostcode } from '#common/contract/postcode-format';
import { LEAD_TRADE_LIMIT } from '#common/contract/trade-limits';
import { routePath } from '#common/routes';
import { createExternalStore } from './external-store';

/** The visitor's lead draft, kept in this browser until an account exists. */
export interface LeadDraft {
  id: number | null;
  email: string | null;
  phone_number: string | null;
  postcode: string | null;
  /** Trade ids, primary first. */
  trades: number[];
  redirected: boolean;
  isCategorySearch: boolean;
  /** The sign-up's Idempotency-Key and the e-mail it was made for, so a retry sends it again (decision 074). */
  signUpKey: { key: string; email: string } | null;
  /** The job-ad partner that sent the visitor (`?source=`), sent with register. */
  source: string | null;
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
  source: null,
};

function load(): LeadDraft {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LeadDraft> | null;
    return stored && typeof stored === 'object' ? { ...empty, ...stored } : empty;
  } catch {
    return empty;
  }
}

/**
 * The draft outlives the visit (localStorage), but the postcode step's one redirect is once per visit: a tab's session
 * (sessionStorage) that has not marked itself yet starts a new visit, so a returning visitor with a stored postcode
 * and trades is sent on once (signup-flow: lead_location; decision 118).
 */
export const VISIT_KEY = 'tradespace.lead.visit';

function startVisit(draft: LeadDraft): LeadDraft {
  try {
    if (window.sessionStorage.getItem(VISIT_KEY) !== null) return draft;
    window.sessionStorage.setItem(VISIT_KEY, '1');
    return { ...draft, redirected: false };
  } catch {
    return draft;
  }
}

const store = createExternalStore<LeadDraft>(startVisit(load()));

// the contract's limit on `source`; a longer one is not a partner's
const SOURCE_MAX_LENGTH = 64;

/** A `?source=` on the page the visitor arrives at, whichever lead step it is: later steps carry no query. */
function keepArrivalSource(): void {
  const source = new URLSearchParams(window.location.search).get('source')?.trim();
  if (source && source.length <= SOURCE_MAX_LENGTH && source !== store.get().source) updateLeadDraft({ source });
}

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

/** The steps a drawn page's plain form lands on, with what it sent in the query. */
const POSTED_TO: readonly string[] = (['lead_trades', 'lead_email', 'lead_phone', 'lead_register'] as const).map(routePath);

/**
 * A drawn step's form posted before (or without) the app's JavaScript: the server checked it and sent the visitor
 * on with what it sent in the query (decisions 085, 107). The draft takes the postcode, as if the first step
 * had searched it, and the trades ticked, primary first, as if the trades step had saved them.
 */
function keepPostedLead(): void {
  if (!POSTED_TO.includes(window.location.pathname)) return;
  const query = new URLSearchParams(window.location.search);
  const postcode = query.get('postcode')?.trim();
  if (!store.get().postcode && postcode && /^[A-Za-z0-9 ]{2,10}$/.test(postcode)) {
    updateLeadDraft({ postcode: normalisePostcode(postcode), redirected: true });
  }
  const trades = (query.get('trades') ?? '').split(',').filter((id) => /^[1-9][0-9]{0,8}$/.test(id));
  if (trades.length > 0 && trades.length <= LEAD_TRADE_LIMIT) updateLeadDraft({ trades: trades.map(Number) });
}

keepArrivalSource();
keepPostedLead();

export function clearLeadDraft(): void {
  window.localStorage.removeItem(STORAGE_KEY);
  store.set(empty);
}

/**
 * A saved lead the server no longer knows (404): the draft forgets it and the visitor starts again from the
 * first step, with what they typed kept (postcode, trades, e-mail, phone) for the steps to fill in again.
 */
export function forgetStaleLead(): LeadDraft {
  // redirected: the postcode step shows the kept postcode instead of sending the visitor on at once
  return updateLeadDraft({ id: null, signUpKey: null, redirected: true });
}

export function useLeadDraft(): LeadDraft {
  return store.use();
}
