import type { OutboxDraft } from '../repos/outbox-repo';
import { button, emailLayout, fallbackLink, greetingFor, greetingHeading, paragraph } from './html-layout';
import { notMineNote } from './not-mine-note';

/** `sign-in`: "e-mail me a link"; `verify`: the account page's "verify my e-mail" (the same link, decision 103). */
export type LinkPurpose = 'sign-in' | 'verify';

export interface SignInLinkEmailInput {
  to: string;
  firstName: string;
  url: string;
  expiresInMinutes: number;
  purpose?: LinkPurpose;
  /** "This is not my account", for an account that never confirmed the address (decision 113). */
  releaseUrl?: string | null;
}

const WORDING = {
  'sign-in': {
    subject: 'Your Tradespace sign-in link',
    lead: 'Use this link to sign in to Tradespace:',
    leadHtml: 'Use the button below to sign in to Tradespace.',
    button: 'Sign in to Tradespace',
    preview: 'Sign in to Tradespace with one click.',
    ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
  },
  verify: {
    subject: 'Confirm your e-mail address for Tradespace',
    lead: 'Use this link to confirm that this e-mail address is yours; it also signs you in to your Tradespace account:',
    leadHtml: 'Use the button below to confirm that this e-mail address is yours; it also signs you in to your Tradespace account.',
    button: 'Confirm my e-mail address',
    preview: 'Confirm your e-mail address with one click.',
    ignore: 'If you did not make a Tradespace account, do not use the link: ignore this e-mail and nothing changes.',
  },
} as const;

/** The one-click sign-in link; the same link confirms the address when the account page asked for it. */
export function signInLinkEmail({
  to,
  firstName,
  url,
  expiresInMinutes,
  purpose = 'sign-in',
  releaseUrl,
}: SignInLinkEmailInput): OutboxDraft {
  const words = WORDING[purpose];
  const notMine = notMineNote(releaseUrl);
  const greeting = greetingFor(firstName);
  const validity = `The link works once and expires in ${expiresInMinutes} minutes.`;
  return {
    channel: 'email',
    recipient: to,
    template: purpose === 'verify' ? 'email-verify-link' : 'login-link',
    subject: words.subject,
    textBody: [greeting, '', words.lead, '', url, '', validity, ...notMine.text, '', words.ignore].join('\n'),
    htmlBody: emailLayout({
      title: words.subject,
      preview: `${words.preview} ${validity}`,
      body: [
        greetingHeading(greeting),
        paragraph(words.leadHtml),
        button(url, words.button),
        paragraph(validity),
        fallbackLink(url),
        ...notMine.html,
        paragraph(words.ignore),
      ],
    }),
  };
}
