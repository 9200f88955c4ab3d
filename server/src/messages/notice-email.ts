import type { OutboxDraft } from '../repos/outbox-repo';
import { button, emailLayout, fallbackLink, greetingHeading, paragraph } from './html-layout';

export interface NoticeEmailInput {
  to: string;
  subject: string;
  /** "Hi Sam," (html-layout's `greetingFor`): the e-mail's heading and its text's first line. */
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Names the message in the outbox; defaults to "notice". */
  template?: string;
}

/** A plain notice: a greeting, a few paragraphs and, optionally, one button. */
export function noticeEmail({ to, subject, greeting, paragraphs, action, template = 'notice' }: NoticeEmailInput): OutboxDraft {
  const text = [...(greeting ? [greeting] : []), ...paragraphs].flatMap((line) => [line, '']);
  if (action) text.push(`${action.label}:`, action.url, '');
  const body = [
    ...(greeting ? [greetingHeading(greeting)] : []),
    ...paragraphs.map((text) => paragraph(text)),
    ...(action ? [button(action.url, action.label), fallbackLink(action.url)] : []),
  ];
  return {
    channel: 'email',
    recipient: to,
    template,
    subject,
    textBody: text.join('\n').trimEnd(),
    htmlBody: emailLayout({ title: subject, body }),
  };
}
