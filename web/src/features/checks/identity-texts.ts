import type { IdentityState } from '#common/contract/calls/identity';

const monthAndYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** "ID checked November 2026": the words the public profile shows too. */
export function idCheckedText(verifiedAt: string): string {
  return `ID checked ${monthAndYear.format(new Date(verifiedAt))}`;
}

export interface IdentityView {
  tone: 'done' | 'waiting' | 'refused' | null;
  text: string;
  /** The start button's label; null when there is nothing to start. */
  action: string | null;
}

export const ID_CHECK_INTRO =
  'Show homeowners that you are who you say you are. You take a photo of your passport, driving licence or identity card and a selfie with our ID check partner; it takes about two minutes. We keep only your name as it is on the document and the date, never the photos.';

/** What the ID check section says, and offers, for each state of the check. */
export function identityView(state: IdentityState): IdentityView {
  switch (state.status) {
    case 'verified':
      return {
        tone: 'done',
        text: state.verified_at ? `${idCheckedText(state.verified_at)}. Your public profile shows it.` : 'Your ID is checked.',
        action: null,
      };
    case 'processing':
      return { tone: 'waiting', text: 'We are checking your ID. We will e-mail you if we need anything more.', action: null };
    case 'canceled':
      return { tone: 'refused', text: 'Your ID check was cancelled.', action: 'Check my ID' };
    case 'requires_input':
      return state.last_error
        ? { tone: 'refused', text: state.last_error.reason, action: 'Try the ID check again' }
        : { tone: null, text: 'You started an ID check but have not finished it yet.', action: 'Check my ID' };
    default:
      return { tone: null, text: ID_CHECK_INTRO, action: 'Check my ID' };
  }
}
