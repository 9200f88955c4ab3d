import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface TicketReceivedEmailInput {
  to: string;
  /** The sender's first name when they wrote signed in, from their account's address. */
  firstName?: string | null;
  reference: string;
  subject: string;
}

/** Acknowledges a support ticket with its reference (docs/decisions/067-support-tickets.md). */
export function ticketReceivedEmail({ to, firstName, reference, subject }: TicketReceivedEmailInput): OutboxDraft {
  return noticeEmail({
    to,
    template: 'ticket-received',
    subject: `We have your message: ${reference}`,
    greeting: greetingFor(firstName),
    paragraphs: [
      `Thank you for contacting Tradespace support. We have your message "${subject}" and its reference is ${reference}.`,
      'Our support team replies to this e-mail address, usually within one working day (Monday to Friday, 8am to 6pm).',
      `If you need to tell us more, reply to this e-mail or quote ${reference} when you call us on 0330 123 4567.`,
    ],
  });
}
