import type { OutboxDraft } from '../repos/outbox-repo';
import { button, emailLayout, fallbackLink, greetingFor, greetingHeading, paragraph } from './html-layout';

export interface LoginLinkEmailInput {
  to: string;
  firstName: string;
  url: string;
  expiresInMinutes: number;
}

/** The one-click sign-in link. */
export function loginLinkEmail({ to, firstName, url, expiresInMinutes }: LoginLinkEmailInput): OutboxDraft {
  const subject = 'Your Tradespace sign-in link';
  const greeting = greetingFor(firstName);
  const validity = `The link works once and expires in ${expiresInMinutes} minutes.`;
  const ignore = 'If you did not ask to sign in, you can ignore this e-mail.';
  return {
    channel: 'email',
    recipient: to,
    template: 'login-link',
    subject,
    textBody: [greeting, '', 'Use this link to sign in to Tradespace:', '', url, '', validity, '', ignore].join('\n'),
    htmlBody: emailLayout({
      title: subject,
      preview: `Sign in to Tradespace with one click. ${validity}`,
      body: [
        greetingHeading(greeting),
        paragraph('Use the button below to sign in to Tradespace.'),
        button(url, 'Sign in to Tradespace'),
        paragraph(validity),
        fallbackLink(url),
        paragraph(ignore),
      ],
    }),
  };
}
