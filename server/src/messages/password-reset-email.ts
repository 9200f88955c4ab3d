import type { OutboxDraft } from '../repos/outbox-repo';
import { button, emailLayout, fallbackLink, greetingFor, greetingHeading, paragraph } from './html-layout';
import { notMineNote } from './not-mine-note';

export interface PasswordResetEmailInput {
  to: string;
  firstName: string;
  url: string;
  expiresInMinutes: number;
  /** "This is not my account", for an account that never confirmed the address (decision 113). */
  releaseUrl?: string | null;
}

/** "Forgot your password?": the one-time link to the page that sets a new one. */
export function passwordResetEmail({ to, firstName, url, expiresInMinutes, releaseUrl }: PasswordResetEmailInput): OutboxDraft {
  const notMine = notMineNote(releaseUrl);
  const subject = 'Reset your Tradespace password';
  const greeting = greetingFor(firstName);
  const validity = `The link works once and expires in ${expiresInMinutes} minutes.`;
  const effect = 'Setting a new password signs your account out on every phone and computer, then signs you in here.';
  const ignore = 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.';
  return {
    channel: 'email',
    recipient: to,
    template: 'password-reset',
    subject,
    textBody: [
      greeting,
      '',
      'Use this link to choose a new Tradespace password:',
      '',
      url,
      '',
      validity,
      effect,
      ...notMine.text,
      '',
      ignore,
    ].join('\n'),
    htmlBody: emailLayout({
      title: subject,
      preview: `Choose a new Tradespace password. ${validity}`,
      body: [
        greetingHeading(greeting),
        paragraph('Use the button below to choose a new Tradespace password.'),
        button(url, 'Choose a new password'),
        paragraph(validity),
        paragraph(effect),
        fallbackLink(url),
        ...notMine.html,
        paragraph(ignore),
      ],
    }),
  };
}
