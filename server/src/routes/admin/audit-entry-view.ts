import type { AuditEntry } from '#common/contract/calls/admin';
import type { AuditRow } from '#server/repos/review-decision-repo';

/** One line of the audit log: who decided what, when and why. */
export function auditEntryView(row: AuditRow): AuditEntry {
  const { decision, trader } = row;
  return {
    id: decision.id,
    decided_at: decision.createdAt.toISOString(),
    staff_email: row.staffEmail,
    decision: decision.decision,
    kind: decision.kind,
    request_id: decision.requestId,
    gas_number: decision.kind === 'gas' ? row.gasNumber : null,
    reason: decision.reason,
    // a closed account's row stays, with its names cleared (decision 088)
    trader: { id: trader.id, name: `${trader.firstName} ${trader.lastName}`.trim() || `Closed account ${trader.id}`, email: trader.email },
  };
}
