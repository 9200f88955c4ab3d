import type { OutboxDraft } from '../repos/outbox-repo';
import { greetingFor } from './html-layout';
import { noticeEmail } from './notice-email';

export interface TicketReceivedEmailInput {
  to: string;
  reference: string;
  /**
   * What the sender wrote, quoted back only to an address its owner proved (a signed-in trader writing from
   * their account's verified address); null for any other address, which gets the reference alone (decision 103).
   */
  proven: { firstName: string | null; subject: string } | null;
}

/** Said to an address nobody has proved: nothing in it is chosen by the sender. */
export const UNPROVEN_TICKET_SENTENCE =
  'Someone sent a message to Tradespace support and gave this e-mail address for the reply. If it was not you, you can ignore this e-mail.';

/** Acknowledges a support ticket with its reference (decisions 067, 103). */
export function ticketReceivedEmail({ to, reference, proven }: TicketReceivedEmailInput): OutboxDraft {
  const received = proven
    ? `Thank you for contacting Tradespace support. We have your message "${proven.subject}" and its reference is ${reference}.`
    : `Thank you for contacting Tradespace support. We have the message and its reference is ${reference}.`;
  return noticeEmail({
    to,
    template: 'ticket-received',
    subject: `We have your message: ${reference}`,
    greeting: greetingFor(proven?.firstName),
    paragraphs: [
      received,
      ...(proven ? [] : [UNPROVEN_TICKET_SENTENCE]),
      'Our support team replies to this e-mail address, usually within one working day (Monday to Friday, 8am to 6pm).',
      `If you need to tell us more, reply to this e-mail or quote ${reference} when you call us on 0330 123 4567.`,
    ],
  });
}
