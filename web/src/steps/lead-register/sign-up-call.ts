import type { CallInput, CallOutput } from '#common/contract/define-call';
import type { register } from '#common/contract/calls/registration';
import { endpoints } from '#common/contract/endpoints';
import { call, newRequestId } from '#web/lib/api';
import { leadDraft, updateLeadDraft } from '#web/lib/lead-draft';

// the password the kept key was made for; in memory only, never in the stored draft
let keptForPassword: string | null = null;

/**
 * The sign-up's idempotency key: made when the visitor first submits, kept with the draft, and sent again
 * by a retry (the same press after a network error, or the same e-mail after a reload, when the password
 * is no longer known here and the server checks it). A changed e-mail or password makes a new one.
 */
export function signUpKey(email: string, password: string): string {
  const normalised = email.trim().toLowerCase();
  const kept = leadDraft().signUpKey;
  const samePassword = keptForPassword === null || keptForPassword === password;
  keptForPassword = password;
  if (kept && kept.email === normalised && samePassword) return kept.key;
  const key = newRequestId();
  updateLeadDraft({ signUpKey: { key, email: normalised } });
  return key;
}

/** Creates the account; a retry of one that went through answers that same account (decision 074). */
export function sendSignUp(
  input: CallInput<typeof register>,
  options: { retryWhenOffline?: boolean } = {},
): Promise<CallOutput<typeof register>> {
  return call(endpoints.registration.register, input, {
    headers: { 'Idempotency-Key': signUpKey(input.email_address, input.password) },
    // a retry after a lost connection sends the same key: the account is made once (decision 074)
    retryWhenOffline: options.retryWhenOffline,
  });
}
