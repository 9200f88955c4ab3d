import { useState } from 'react';
import type { StaffAlert } from '#common/contract/calls/admin';
import { call } from '#web/lib/api';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Open staff alerts (a spent SMS budget, accounts that shared a phone), newest first; nothing when there are none. */
export function StaffAlerts() {
  const [alerts, setAlerts] = useState<StaffAlert[]>([]);

  // the queue beside it reports a lost session; an alert list that fails to load just stays empty
  useCall(() => call(endpoints.admin.staffAlerts, {}), [], { loaded: (reply) => setAlerts(reply.alerts), failed: () => undefined });

  if (alerts.length === 0) return null;
  return (
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
  );
}
