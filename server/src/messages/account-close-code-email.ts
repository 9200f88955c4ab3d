import type { OutboxDraft } from '../repos/outbox-repo';
import { html } from '#server/lib/html';
import { emailLayout, paragraph } from './html-layout';

export interface AccountCloseCodeEmailInput {
  to: string;
  code: string;
  expiresInMinutes: number;
}

/** The fresh sign-in check before closing an account (docs/decisions/088); the code is the only 6-digit number in it. */
export function accountCloseCodeEmail({ to, code, expiresInMinutes }: AccountCloseCodeEmailInput): OutboxDraft {
  const subject = 'Your code to close your Tradespace account';
  const lines = [
    `Your code to confirm that you want to close your Tradespace account is ${code}.`,
    `It expires in ${expiresInMinutes} minutes and works once.`,
    'If you did not ask to close your account, do not share this code with anyone and change your password.',
  ];
  return {
    channel: 'email',
    recipient: to,
    template: 'account-close-code',
    subject,
    textBody: lines.join('\n\n'),
    htmlBody: emailLayout({
      title: subject,
      body: [
        paragraph(lines[0] ?? ''),
        html`<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;color:#1f2933">${code}</p>`,
        ...lines.slice(1).map((line) => paragraph(line)),
      ],
    }),
  };
}
