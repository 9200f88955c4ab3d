import type { AuditEntry, QueueItem, ReviewKind } from '#common/contract/calls/admin';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** "23 Nov 2026, 07:30", in UK time whoever reads it. */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}

const KIND_LABELS: Record<ReviewKind, string> = {
  gas: 'Gas Safe number',
  electric: 'Electrician certificate',
  insurance: 'Public liability insurance',
  identity: 'Name on ID document',
};

export function kindLabel(kind: ReviewKind): string {
  return KIND_LABELS[kind];
}

/** The audit log's "what": the gas number itself, or the kind of document. */
export function auditSubject(entry: AuditEntry): string {
  return entry.kind === 'gas' ? `Gas Safe number ${entry.gas_number ?? ''}`.trim() : kindLabel(entry.kind);
}

export function traderName(item: QueueItem): string {
  return `${item.trader.first_name} ${item.trader.last_name}`.trim();
}

/** One other account holding the same Gas Safe number, as the queue card's warning names it. */
export function holderSentence(holder: QueueItem['gas_number_holders'][number]): string {
  const where = `${holder.email} (account ${holder.id})`;
  return holder.status === 'verified'
    ? `Already verified on another account: ${where}.`
    : `Also waiting for review on another account: ${where}.`;
}

export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const DECIDED: Record<ReviewKind, string> = {
  gas: 'the Gas Safe number',
  electric: 'the electrician certificate',
  insurance: 'the public liability insurance',
  identity: 'the name on the ID document',
};

/** What the reviewer just did, in words, for the confirmation line. */
export function decisionSentence(entry: AuditEntry): string {
  const what = entry.kind === 'gas' ? `${DECIDED[entry.kind]} ${entry.gas_number ?? ''}`.trim() : DECIDED[entry.kind];
  if (entry.decision === 'approved') return `Approved ${what} of ${entry.trader.name}. We have e-mailed them.`;
  return `Rejected ${what} of ${entry.trader.name}. We have e-mailed them the reason.`;
}
