import { FROM_EMAIL_QUERY } from '#common/account-hint';
import { SETUP_PREFIX } from '#common/routes';

// decision 119: a setup step reached signed out by someone who has an account offers sign-in and comes back.
const HINT_KEY = 'tradespace.has-account';
const RETURN_KEY = 'tradespace.return-to';
/** As long as an e-mailed sign-in link lives: the way back is still there when the link is opened in another tab. */
const RETURN_MINUTES = 30;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** This browser has been signed in to an account (set whenever the page knows a user; gone with the account). */
export function noteAccountInThisBrowser(): void {
  storage()?.setItem(HINT_KEY, '1');
}

export function forgetAccountInThisBrowser(): void {
  storage()?.removeItem(HINT_KEY);
  storage()?.removeItem(RETURN_KEY);
}

/** Whether the visitor likely has an account: this browser was signed in, or they came by a link from our e-mails. */
export function hasAccountContext(search = window.location.search): boolean {
  return storage()?.getItem(HINT_KEY) === '1' || new URLSearchParams(search).get(FROM_EMAIL_QUERY.name) === FROM_EMAIL_QUERY.value;
}

/** The step to come back to once signed in, whichever way (password, e-mailed link, text). */
export function rememberStepToReturnTo(path: string): void {
  storage()?.setItem(RETURN_KEY, JSON.stringify({ path, until: Date.now() + RETURN_MINUTES * 60_000 }));
}

/** The step to go back to, once: only a setup path, only while fresh. */
export function takeStepToReturnTo(): string | null {
  const stored = storage()?.getItem(RETURN_KEY);
  if (!stored) return null;
  storage()?.removeItem(RETURN_KEY);
  try {
    const { path, until } = JSON.parse(stored) as { path?: unknown; until?: unknown };
    const fresh = typeof until === 'number' && until > Date.now();
    return fresh && typeof path === 'string' && path.startsWith(`${SETUP_PREFIX}/`) && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
