import { useEffect, useRef, useState } from 'react';
import { sitePages } from '#common/routes';
import { TicketForm, type SentTicket } from './ticket-form';
import './ticket.css';

export const SENT_TITLE = 'Message sent | Tradespace';

function Sent({ ticket }: { ticket: SentTicket }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // the form that held the focus has gone: the news takes it, and the tab says it too
  useEffect(() => {
    heading.current?.focus();
    document.title = SENT_TITLE;
  }, []);
  return (
    <section className="ticket-sent" role="status" aria-labelledby="ticket-sent-heading">
      <h2 id="ticket-sent-heading" tabIndex={-1} ref={heading}>
        Thank you, we have your message
      </h2>
      <p>
        Your reference is <strong className="ticket-sent__reference">{ticket.reference}</strong>. We've e-mailed it to {ticket.email}, and
        we'll reply there, usually within one working day.
      </p>
      <p>
        <a href={sitePages.contactUs}>Back to Contact us</a>
      </p>
    </section>
  );
}

/** /contact-us/ticket: the form the error popup's "contact us" opens (decision 067). */
export default function TicketPage() {
  const [sent, setSent] = useState<SentTicket | null>(null);
  return (
    <article className="page ticket-page">
      <h1>Contact support</h1>
      {sent ? (
        <Sent ticket={sent} />
      ) : (
        <>
          <p className="ticket-page__intro">
            Tell us what happened and our UK support team will reply by e-mail, usually within one working day. You can also{' '}
            <a href={sitePages.contactUs}>phone or e-mail us</a>.
          </p>
          <TicketForm onSent={setSent} />
        </>
      )}
    </article>
  );
}
