// Texts and limits of support tickets, without zod, so the form's chunk can show them (decision 067).

export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;
/** A ticket's reference: "TS-" and six characters nobody misreads (no 0/O, 1/I/L). */
export const TICKET_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const TICKET_REFERENCE_PATTERN = /^TS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
/** The reply's `error` code when a ticket is over an hourly limit (a 429). */
export const TOO_MANY_TICKETS = 'too_many_tickets';

export const ticketMessages = {
  subjectMissing: 'Please tell us in a few words what your message is about.',
  subjectTooLong: `The subject may not be longer than ${TICKET_SUBJECT_MAX} characters.`,
  messageMissing: 'Please write your message to our support team.',
  messageTooLong: `Your message may not be longer than ${TICKET_MESSAGE_MAX.toLocaleString('en-GB')} characters.`,
  lastErrorUnreadable: 'We could not attach the details of the error you saw. Please reload the page and send your message again.',
  tooMany:
    'You have sent several messages to our support team in the last hour. Please wait a while before sending another, or e-mail support@tradespace.co.uk.',
  /** Not the server's: the form's own words when the message did not arrive. */
  notSent: 'Your message was not sent. Please try again in a moment, or e-mail support@tradespace.co.uk. Nothing you typed is lost.',
  offline: 'We could not reach Tradespace. Please check your connection and try again. Nothing you typed is lost.',
} as const;
