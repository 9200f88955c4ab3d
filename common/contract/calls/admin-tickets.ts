import { z } from 'zod';
import { defineCall } from '../define-call';
import { rowId } from '../fields';

// Support tickets in the back office (decision 067).

export const ticketStatus = z.enum(['open', 'closed']);
export type TicketStatus = z.infer<typeof ticketStatus>;

export const supportTicketView = z.object({
  id: z.number(),
  reference: z.string(),
  status: ticketStatus,
  subject: z.string(),
  message: z.string(),
  email: z.string(),
  /** The trader who was signed in when they sent it, if anyone was. */
  user_id: z.number().nullable(),
  last_error: z.object({ code: z.number().nullable(), url: z.string().nullable(), at: z.string().nullable() }).nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type SupportTicketView = z.infer<typeof supportTicketView>;

/** Open tickets oldest first, then the most recently closed. */
export const supportTickets = defineCall({
  method: 'GET',
  path: '/v1/admin/tickets',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ tickets: z.array(supportTicketView) }),
});

const ticketId = z.object({ id: rowId });
const ticketReply = z.object({ success: z.literal(true), ticket: supportTicketView });

export const ticketClose = defineCall({
  method: 'POST',
  path: '/v1/admin/tickets/:id/close',
  auth: 'staff',
  params: ticketId,
  input: z.object({}),
  output: ticketReply,
});

export const ticketReopen = defineCall({
  method: 'POST',
  path: '/v1/admin/tickets/:id/reopen',
  auth: 'staff',
  params: ticketId,
  input: z.object({}),
  output: ticketReply,
});
