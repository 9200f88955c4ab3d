import type { OutboxDraft } from '../repos/outbox-repo';
import { button, emailLayout, fallbackLink, paragraph } from './html-layout';

export interface NoticeEmailInput {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Names the message in the outbox; defaults to "notice". */
  template?: string;
}

/** A plain notice: a few paragraphs and, optionally, one button. */
export function noticeEmail({ to, subject, paragraphs, action, template = 'notice' }: NoticeEmailInput): OutboxDraft {
  const text = paragraphs.flatMap((line) => [line, '']);
  if (action) text.push(`${action.label}:`, action.url, '');
  const bodyHtml =
    paragraphs.map(paragraph).join('') + (action ? button(action.url, action.label) + fallbackLink(action.url) : '');
  return {
    channel: 'email',
    recipient: to,
    template,
    subject,
    textBody: text.join('\n').trimEnd(),
    htmlBody: emailLayout({ title: subject, bodyHtml }),
  };
}
