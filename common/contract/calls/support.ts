import { z } from 'zod';
import { defineCall } from '../define-call';
import { captchaResponse, emailAddress } from '../fields';
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, ticketMessages } from '../ticket-texts';

// A support ticket from /contact-us/ticket, acknowledged by e-mail (decision 067).

export * from '../ticket-texts';

export const ticketSubject = z
  .string({ error: ticketMessages.subjectMissing })
  .trim()
  .min(1, ticketMessages.subjectMissing)
  .max(TICKET_SUBJECT_MAX, ticketMessages.subjectTooLong);

export const ticketMessage = z
  .string({ error: ticketMessages.messageMissing })
  .trim()
  .min(1, ticketMessages.messageMissing)
  .max(TICKET_MESSAGE_MAX, ticketMessages.messageTooLong);

const lastErrorShape = z.object({
  code: z.number().int().min(0).max(999),
  url: z.string().max(2000),
  at: z.iso.datetime({ offset: true }),
});
export type TicketLastErrorInput = z.infer<typeof lastErrorShape>;

/**
 * The last error the page recorded (code, the call's URL, when), attached by the page and shown to the
 * person first; anything else is one sentence under `last_error`, whatever is wrong inside it.
 */
export const ticketLastError = z.custom<TicketLastErrorInput>((value) => lastErrorShape.safeParse(value).success, {
  error: ticketMessages.lastErrorUnreadable,
});

/** "Contact us" → send a ticket; anyone may, signed in or not (a signed-in trader's ticket is linked to them). */
export const ticketCreate = defineCall({
  method: 'POST',
  path: '/v1/support/tickets',
  input: z.object({
    subject: ticketSubject,
    email_address: emailAddress,
    message: ticketMessage,
    last_error: ticketLastError.optional().nullable(),
    recaptcha_response: captchaResponse,
  }),
  output: z.object({ success: z.literal(true), reference: z.string() }),
});
