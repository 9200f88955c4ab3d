import type { FastifyInstance } from 'fastify';
import { TOO_MANY_TICKETS, ticketMessages, type TicketLastErrorInput } from '#common/contract/calls/support';
import type { Executor } from '../db/client';
import { takeSlot, type AtomicLimit } from './atomic-limit';
import { HttpError } from '../lib/http-errors';
import { newTicketReference } from '../lib/ticket-reference';
import { ticketReceivedEmail } from '../messages/ticket-received-email';
import { createSupportTicketRepo, type SupportTicketRow } from '../repos/support-ticket-repo';
import { createUserRepo } from '../repos/user-repo';

const HOUR_MS = 60 * 60 * 1000;
/** Tickets, and so acknowledgements, for one e-mail address in a clock hour: nobody floods a stranger's inbox. */
export const TICKETS_PER_EMAIL_PER_HOUR: AtomicLimit = { name: 'ticket:email:hour', max: 5, windowMs: HOUR_MS };
const ticketsPerAddress = (max: number): AtomicLimit => ({ name: 'ticket:address:hour', max, windowMs: HOUR_MS });
/** Reference clashes are one in hundreds of millions; a few tries are plenty. */
const REFERENCE_TRIES = 5;

export interface NewTicket {
  subject: string;
  email: string;
  message: string;
  lastError: TicketLastErrorInput | null;
  userId: number | null;
  ip: string;
}

async function take(tx: Executor, limit: AtomicLimit, subject: string): Promise<void> {
  const verdict = await takeSlot(tx, limit, subject);
  if (!verdict.allowed) {
    throw new HttpError(429, TOO_MANY_TICKETS, ticketMessages.tooMany, { 'retry-after': String(verdict.retryAfterSeconds) });
  }
}

/**
 * Stores the ticket and enqueues its acknowledgement in one transaction, after counting it against
 * the per-e-mail and per-client-address limits there (takeSlot), so a refusal stores and sends nothing
 * and a parallel burst passes exactly the limit (decision 067).
 */
export async function createSupportTicket(
  app: FastifyInstance,
  ticket: NewTicket,
  /** Where references come from: random ones, or a test's chosen sequence. */
  drawReference: () => string = newTicketReference,
): Promise<SupportTicketRow> {
  return app.db.transaction(async (tx) => {
    await take(tx, TICKETS_PER_EMAIL_PER_HOUR, ticket.email);
    await take(tx, ticketsPerAddress(app.env.TICKETS_PER_ADDRESS_PER_HOUR), ticket.ip);
    const tickets = createSupportTicketRepo(tx);
    const draft = {
      subject: ticket.subject,
      email: ticket.email,
      message: ticket.message,
      lastError: ticket.lastError,
      userId: ticket.userId,
      ip: ticket.ip,
    };
    for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
      const row = await tickets.insert(drawReference(), draft);
      if (!row) continue;
      // the sender's words and name go back only to an address its owner proved: a signed-in trader writing
      // from their account's verified address; any other address gets the reference alone (decision 103)
      const sender = ticket.userId === null ? undefined : await createUserRepo(tx).findById(ticket.userId);
      const ownProven = sender && sender.emailVerifiedAt !== null && sender.email.toLowerCase() === row.email.toLowerCase();
      const proven = ownProven ? { firstName: sender.firstName, subject: row.subject } : null;
      // a notice: past an e-mail cap the ticket is still stored and staff see it, unacknowledged
      await app.outbox.enqueue(ticketReceivedEmail({ to: row.email, reference: row.reference, proven }), tx, {
        accountId: ticket.userId,
        pastCap: 'drop',
      });
      return row;
    }
    throw new Error(`no free support ticket reference after ${REFERENCE_TRIES} tries`);
  });
}
