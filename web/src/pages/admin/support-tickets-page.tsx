import { useAdminContext } from './admin-context';
import { TicketBox } from './ticket-box';
import { useSupportTickets } from './use-support-tickets';
import './support-tickets.css';

/** /admin/tickets: what people sent from /contact-us/ticket, open ones oldest first (decision 067). */
export default function SupportTicketsPage() {
  const { tickets, changed } = useSupportTickets(useAdminContext());
  const open = tickets?.filter((ticket) => ticket.status === 'open').length ?? 0;
  return (
    <section className="support-tickets" aria-labelledby="support-tickets-heading">
      <h1 id="support-tickets-heading">Support tickets</h1>
      <p className="support-tickets__intro">
        Messages from the Contact support form, open ones oldest first. Reply by e-mail quoting the reference, then close the ticket.
      </p>
      {tickets === null && <p className="loading">Loading…</p>}
      {tickets?.length === 0 && <p className="support-tickets__empty">No support tickets yet.</p>}
      {tickets && tickets.length > 0 && (
        <>
          <h2 className="support-tickets__count">{open === 0 ? 'None open' : `${open} open`}</h2>
          <ol className="support-tickets__list">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketBox ticket={ticket} onChanged={changed} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
