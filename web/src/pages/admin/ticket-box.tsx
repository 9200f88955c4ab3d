import { useId } from 'react';
import type { SupportTicketView } from '#common/contract/calls/admin';
import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useFormAction } from '#web/lib/use-form-action';
import { endOn401, useAdminContext } from './admin-context';
import { formatWhen } from './review-labels';
import { endpoints } from '#common/contract/endpoints';

export interface TicketBoxProps {
  ticket: SupportTicketView;
  onChanged: (ticket: SupportTicketView) => void;
}

/** One support ticket: who wrote, what about, the error they attached, and Close / Reopen. */
export function TicketBox({ ticket, onChanged }: TicketBoxProps) {
  const headingId = useId();
  const context = useAdminContext();
  const action = useFormAction();
  const open = ticket.status === 'open';
  const params = { id: ticket.id };

  const toggle = () =>
    action.run(async () => {
      const reply = open
        ? await call(endpoints.admin.ticketClose, {}, { params })
        : await call(endpoints.admin.ticketReopen, {}, { params });
      onChanged(reply.ticket);
    }, endOn401(context));

  return (
    <article className={`ticket-card ticket-card--${ticket.status}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="ticket-card__heading">
        {ticket.reference}: {ticket.subject}
      </h3>
      <p className="ticket-card__state">
        <span className={`ticket-card__badge ticket-card__badge--${ticket.status}`}>{open ? 'Open' : 'Closed'}</span> Sent{' '}
        <time dateTime={ticket.created_at}>{formatWhen(ticket.created_at)}</time> by{' '}
        <a href={`mailto:${ticket.email}?subject=${encodeURIComponent(`${ticket.reference}: ${ticket.subject}`)}`}>{ticket.email}</a>
        {ticket.user_id !== null && <> (trader account {ticket.user_id})</>}
        {ticket.closed_at && (
          <>
            {' '}
            · closed <time dateTime={ticket.closed_at}>{formatWhen(ticket.closed_at)}</time>
          </>
        )}
      </p>
      <p className="ticket-card__message">{ticket.message}</p>
      {ticket.last_error && (
        <p className="ticket-card__error">
          Error attached: {ticket.last_error.code ?? 'no code'} on <code>{ticket.last_error.url ?? 'an unknown address'}</code>
          {ticket.last_error.at && (
            <>
              {' '}
              at <time dateTime={ticket.last_error.at}>{formatWhen(ticket.last_error.at)}</time>
            </>
          )}
        </p>
      )}
      <div className="ticket-card__actions">
        <Button variant={open ? 'primary' : 'secondary'} pending={action.pending} onClick={() => void toggle()}>
          {open ? 'Close' : 'Reopen'} <span className="visually-hidden">ticket {ticket.reference}</span>
        </Button>
      </div>
    </article>
  );
}
