import { Link, useSearchParams } from 'react-router';
import { adminPages } from '#common/admin-pages';
import type { AuditEntry } from '#common/contract/calls/admin';
import { useAdminContext } from './admin-context';
import { auditSubject, formatWhen } from './review-labels';
import { useAuditLog } from './use-audit-log';
import { ClosedAccounts } from './closed-accounts';
import { ExperimentWeightsLog } from './experiment/experiment-weights-log';
import { CUSTOMER_REVIEW_DECISIONS_ID, CustomerReviewDecisions } from './customer-reviews/customer-review-decisions';

function AuditLine({ entry }: { entry: AuditEntry }) {
  return (
    <article className={`audit-entry audit-entry--${entry.decision}`}>
      <p className="audit-entry__what">
        <strong>{entry.decision === 'approved' ? 'Approved' : 'Rejected'}</strong>: {auditSubject(entry)} of {entry.trader.name} (
        {entry.trader.email})
      </p>
      <p className="audit-entry__who">
        By {entry.staff_email} on <time dateTime={entry.decided_at}>{formatWhen(entry.decided_at)}</time>
      </p>
      {entry.reason && <p className="audit-entry__why">Reason: {entry.reason}</p>}
    </article>
  );
}

/** /admin/audit: every decision, who made it, when, what and why; newest first. */
export default function AuditLogPage() {
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const log = useAuditLog(page, useAdminContext());
  const pageHref = (number: number) => (number === 1 ? adminPages.audit : `${adminPages.audit}?page=${number}`);

  return (
    <section className="audit-log" aria-labelledby="audit-log-heading">
      <h1 id="audit-log-heading">Audit log</h1>
      <p className="audit-log__intro">
        Every verification decision, newest first. Entries are never changed or removed. Decisions on customer reviews are in their own
        list: <a href={`#${CUSTOMER_REVIEW_DECISIONS_ID}`}>Customer review decisions</a>.
      </p>
      {log === null && <p className="loading">Loading…</p>}
      {log?.decisions.length === 0 && <p>No decisions yet.</p>}
      {log && log.decisions.length > 0 && (
        <ol className="audit-log__list">
          {log.decisions.map((entry) => (
            <li key={entry.id}>
              <AuditLine entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {log && (log.page > 1 || log.nextPage) && (
        <nav className="audit-log__pages" aria-label="Audit log pages">
          {log.page > 1 && <Link to={pageHref(log.page - 1)}>Newer decisions</Link>}
          {log.nextPage && <Link to={pageHref(log.nextPage)}>Older decisions</Link>}
        </nav>
      )}
      <CustomerReviewDecisions />
      <ClosedAccounts />
      <ExperimentWeightsLog />
    </section>
  );
}
