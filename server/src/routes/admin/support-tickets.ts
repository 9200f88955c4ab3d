import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admin } from '#common/contract/index';
import { HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createSupportTicketRepo } from '#server/repos/support-ticket-repo';
import { supportTicketView } from './support-ticket-view';

/** Enough for a busy week; the oldest open tickets are the ones listed. */
const OPEN_LIMIT = 200;
const CLOSED_LIMIT = 50;
export const TICKET_NOT_FOUND = 'We could not find that support ticket.';

export default async function supportTicketsRoutes(app: FastifyInstance) {
  const tickets = createSupportTicketRepo(app.db);

  registerCall(app, admin.supportTickets, async ({ request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await tickets.listForStaff({ openLimit: OPEN_LIMIT, closedLimit: CLOSED_LIMIT });
    return { tickets: rows.map(supportTicketView) };
  });

  /** Closes or reopens; already in that state is no error (two staff clicking Close close it once). */
  async function move(request: FastifyRequest, id: number, status: 'open' | 'closed') {
    const staff = requireStaff(request);
    const result = await tickets.setStatus(id, status);
    if (!result) throw new HttpError(404, 'not_found', TICKET_NOT_FOUND);
    // no audit table for tickets yet (decision 067): the log line is the record of who did it
    if (result.changed) {
      request.log.info(
        {
          audit: 'support_ticket',
          action: status === 'closed' ? 'close' : 'reopen',
          staffId: staff.staffId,
          ticketId: id,
          reference: result.row.reference,
        },
        `support ticket ${status === 'closed' ? 'closed' : 'reopened'}`,
      );
    }
    return { success: true as const, ticket: supportTicketView(result.row) };
  }

  registerCall(app, admin.ticketClose, ({ params, request }) => move(request, params.id, 'closed'));
  registerCall(app, admin.ticketReopen, ({ params, request }) => move(request, params.id, 'open'));
}
