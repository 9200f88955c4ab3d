import type { OutboxDraft } from '../repos/outbox-repo';
import { html } from '#server/lib/html';
import { emailLayout, paragraph } from './html-layout';

export interface CodeEmailInput {
  to: string;
  code: string;
  expiresInMinutes: number;
}

/** What one kind of code e-mail says around the code: what it is for, and what to do if it was not asked for. */
export interface CodeEmailWording {
  template: string;
  subject: string;
  purpose: (code: string) => string;
  warning: string;
}

/** A one-time code by e-mail, the code also set large on its own line; the code is the only 6-digit number in it. */
export function codeEmail({ to, code, expiresInMinutes }: CodeEmailInput, wording: CodeEmailWording): OutboxDraft {
  const lines = [wording.purpose(code), `It expires in ${expiresInMinutes} minutes and works once.`, wording.warning];
  return {
    channel: 'email',
    recipient: to,
    template: wording.template,
    subject: wording.subject,
    textBody: lines.join('\n\n'),
    htmlBody: emailLayout({
      title: wording.subject,
      body: [
        paragraph(lines[0] ?? ''),
        html`<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;color:#1f2933">${code}</p>`,
        ...lines.slice(1).map((line) => paragraph(line)),
      ],
    }),
  };
}
