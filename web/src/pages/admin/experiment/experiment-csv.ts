import type { FunnelReport } from '#common/contract/calls/experiment';
import { outcomeLabels } from '#common/experiment';
import { schemeLabels, stepLabel } from './experiment-labels';

const columns = ['scheme', 'kind', 'name', 'reached', 'saved', 'skipped', 'count', 'rate', 'ci_low', 'ci_high', 'p_value'] as const;
type Row = Partial<Record<(typeof columns)[number], string | number | null>>;

/** One field of RFC 4180: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The report as the page shows it, for a spreadsheet: per scheme its visitors assigned, one row per
 * step (reached, saved, skipped) and one per outcome (count, rate, interval, p-value against the control).
 */
export function experimentCsv(report: FunnelReport): string {
  const rows: Row[] = report.schemes.flatMap(({ scheme, assigned, steps, outcomes }) => {
    const label = schemeLabels[scheme];
    return [
      { scheme: label, kind: 'assigned', count: assigned },
      ...steps.map((step) => ({ scheme: label, kind: 'step', name: stepLabel(step.step), ...step })),
      ...outcomes.map((outcome) => ({ scheme: label, kind: 'outcome', ...outcome, name: outcomeLabels[outcome.name] })),
    ];
  });
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => csvField(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export function csvFileName(report: FunnelReport): string {
  return `experiment-${report.from}-to-${report.to}.csv`;
}
