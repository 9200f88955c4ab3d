import { useState } from 'react';
import type { CallOutput } from '#common/contract/define-call';
import type { closedAccounts } from '#common/contract/calls/account-data';
import { endpoints } from '#common/contract/endpoints';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { formatWhen } from './review-labels';

type ClosedAccount = CallOutput<typeof closedAccounts>['closures'][number];

/** The audit log's closed accounts (decision 088): when, the account id, what was kept and why; no personal data is left. */
export function ClosedAccounts() {
  const [closures, setClosures] = useState<ClosedAccount[] | null>(null);
  useCall(() => call(endpoints.accountData.closedAccounts, {}), [], { loaded: (reply) => setClosures(reply.closures) });

  return (
    <section aria-labelledby="closed-accounts-heading">
      <h2 id="closed-accounts-heading">Closed accounts</h2>
      {closures === null && <p className="loading">Loading…</p>}
      {closures?.length === 0 && <p>No account has been closed.</p>}
      {closures && closures.length > 0 && (
        <ol className="audit-log__list">
          {closures.map((closure) => (
            <li key={closure.account_id}>
              <article className="audit-entry">
                <p className="audit-entry__what">
                  <strong>Account closed</strong>: account {closure.account_id}
                </p>
                <p className="audit-entry__who">
                  By the trader on <time dateTime={closure.closed_at}>{formatWhen(closure.closed_at)}</time>
                </p>
                <p className="audit-entry__why">Kept: {closure.kept.map((kept) => `${kept.what} (${kept.reason})`).join('; ')}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
