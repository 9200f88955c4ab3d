import { useState } from 'react';
import type { FailedText, StaffAlert } from '#common/contract/calls/admin';
import { ukNationalFormat } from '#common/uk-phone-format';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Open staff alerts (a spent SMS budget, accounts that shared a phone), newest first, and beside them the texts the
 * provider could not deliver (decision 142); nothing when there are none.
 */
export function StaffAlerts() {
  const [alerts, setAlerts] = useState<StaffAlert[]>([]);
  const [failedTexts, setFailedTexts] = useState<FailedText[]>([]);

  // the queue beside it reports a lost session; an alert list that fails to load just stays empty
  useCall(() => call(endpoints.admin.staffAlerts, {}), [], {
    loaded: (reply) => {
      setAlerts(reply.alerts);
      setFailedTexts(reply.failed_texts);
    },
    failed: () => undefined,
  });

  return (
    <>
      {alerts.length > 0 && (
        <section className="staff-alerts" aria-labelledby="staff-alerts-heading">
          <h2 id="staff-alerts-heading">Alerts</h2>
          <ul className="staff-alerts__list">
            {alerts.map((alert) => (
              <li key={alert.id} className="staff-alerts__item">
                <time dateTime={alert.created_at}>{when(alert.created_at)}</time> {alert.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {failedTexts.length > 0 && (
        <section className="staff-alerts" aria-labelledby="failed-texts-heading">
          <h2 id="failed-texts-heading">Texts not delivered</h2>
          <ul className="staff-alerts__list">
            {failedTexts.map((text) => (
              <li key={text.id} className="staff-alerts__item">
                <time dateTime={text.at}>{when(text.at)}</time> To {ukNationalFormat(text.recipient)}: {text.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
