import { useState } from 'react';
import type { SupportTicketView } from '#common/contract/calls/admin';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import type { AdminContext } from './admin-context';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

/** Open tickets oldest first, then recently closed ones, as the server lists them; a change re-sorts locally. */
export function orderTickets(tickets: SupportTicketView[]): SupportTicketView[] {
  const open = tickets.filter((ticket) => ticket.status === 'open').sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const closed = tickets
    .filter((ticket) => ticket.status === 'closed')
    .sort((a, b) => (b.closed_at ?? '').localeCompare(a.closed_at ?? '') || b.id - a.id);
  return [...open, ...closed];
}

export function useSupportTickets(context: AdminContext) {
  const [tickets, setTickets] = useState<SupportTicketView[] | null>(null);
  const { sessionEnded } = context;

  useCall(() => call(endpoints.admin.supportTickets, {}), [], {
    loaded: (reply) => setTickets(reply.tickets),
    failed: (error) => {
      if (isApiError(error) && error.status === 401) sessionEnded();
      setTickets((current) => current ?? []);
    },
  });

  function changed(ticket: SupportTicketView) {
    setTickets((list) => orderTickets((list ?? []).map((item) => (item.id === ticket.id ? ticket : item))));
  }

  return { tickets, changed };
}
