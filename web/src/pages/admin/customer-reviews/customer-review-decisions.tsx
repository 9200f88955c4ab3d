import { useState } from 'react';
import type { CallOutput } from '#common/contract/define-call';
import { rejectReasonLabels, type reviewDecisionLog } from '#common/contract/calls/reviews';
import { endpoints } from '#common/contract/endpoints';
import { Button } from '#web/components/ui/button';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { formatWhen } from '../review-labels';

type Entry = CallOutput<typeof reviewDecisionLog>['decisions'][number];
export const CUSTOMER_REVIEW_DECISIONS_ID = 'customer-review-decisions';

function DecisionLine({ entry }: { entry: Entry }) {
  return (
    <article className={`audit-entry audit-entry--${entry.decision === 'published' ? 'approved' : 'rejected'}`}>
      <p className="audit-entry__what">
        <strong>{entry.decision === 'published' ? 'Published' : 'Rejected'}</strong>: the {entry.review.rating}-star review “
        {entry.review.title}” of {entry.trader.name}
      </p>
      <p className="audit-entry__who">
        By {entry.staff_email} on <time dateTime={entry.decided_at}>{formatWhen(entry.decided_at)}</time>
      </p>
      {entry.reason && (
        <p className="audit-entry__why">
          Reason: {rejectReasonLabels[entry.reason]}
          {entry.note && <>. Note: {entry.note}</>}
        </p>
      )}
    </article>
  );
}

/** The audit log's customer review decisions (decision 144): who published or rejected which review, and why. */
export function CustomerReviewDecisions() {
  const [page, setPage] = useState(1);
  const [log, setLog] = useState<{ entries: Entry[]; nextPage: number | null } | null>(null);
  const [loading, setLoading] = useState(true);
  useCall(() => call(endpoints.reviews.reviewDecisionLog, { page }), [page], {
    loaded: (reply) => {
      setLog((current) => ({ entries: [...(page === 1 ? [] : (current?.entries ?? [])), ...reply.decisions], nextPage: reply.next_page }));
      setLoading(false);
    },
    failed: () => setLoading(false),
  });

  return (
    <section aria-labelledby={CUSTOMER_REVIEW_DECISIONS_ID}>
      <h2 id={CUSTOMER_REVIEW_DECISIONS_ID} tabIndex={-1}>
        Customer review decisions
      </h2>
      {log === null && loading && <p className="loading">Loading…</p>}
      {log?.entries.length === 0 && <p>No customer review has been decided yet.</p>}
      {log && log.entries.length > 0 && (
        <ol className="audit-log__list">
          {log.entries.map((entry) => (
            <li key={entry.id}>
              <DecisionLine entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {log?.nextPage && (
        <Button
          variant="secondary"
          pending={loading}
          onClick={() => {
            setLoading(true);
            setPage(log.nextPage ?? page);
          }}
        >
          Show older customer review decisions
        </Button>
      )}
    </section>
  );
}
