import type { OutboxDraft } from '../repos/outbox-repo';
import { html } from '#server/lib/html';
import { emailLayout, paragraph } from './html-layout';

export interface StaffCodeEmailInput {
  to: string;
  code: string;
  expiresInMinutes: number;
}

/** The second factor of a staff sign-in; the code is the only 6-digit number in it. */
export function staffCodeEmail({ to, code, expiresInMinutes }: StaffCodeEmailInput): OutboxDraft {
  const subject = 'Your Tradespace back office code';
  const lines = [
    `Your code to sign in to the Tradespace review back office is ${code}.`,
    `It expires in ${expiresInMinutes} minutes and works once.`,
    'If you did not just sign in, someone knows your password: ask for it to be reset today.',
  ];
  return {
    channel: 'email',
    recipient: to,
    template: 'staff-login-code',
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
