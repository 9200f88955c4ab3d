import { FieldError } from '#web/components/ui/field-error';
import type { TicketError } from '#web/lib/last-error';

/** The address of the call that failed, without this site's origin: "/v1/lead/register". */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

const timeOf = (at: string) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** Says which error goes with the ticket, so nothing is sent that the person was not shown. */
export function AttachedError({ error, problem }: { error: TicketError; problem?: string }) {
  return (
    <div className={['ticket-form__attached', problem ? 'field--invalid' : null].filter(Boolean).join(' ')} data-field="last_error">
      <p className="notice" id="ticket-attached-error">
        We'll attach the error you just saw: {error.code} on <code className="ticket-form__url">{shownUrl(error.url)}</code> at{' '}
        <time dateTime={error.at}>{timeOf(error.at)}</time>.
      </p>
      <FieldError id="ticket-attached-error-problem" message={problem} />
    </div>
  );
}
