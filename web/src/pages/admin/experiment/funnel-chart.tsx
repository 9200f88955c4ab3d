import { useId } from 'react';
import type { FunnelScheme } from '#common/contract/calls/experiment';
import { countText, percentText, schemeLabels, stepLabel } from './experiment-labels';

// drawn in a 360-wide box that scales to its column: its 15-unit text stays readable in a 320 px column
const WIDTH = 360;
const TRACK = 280;
const ROW = 46;
const BAR = 16;

function share(part: number, whole: number): number {
  return whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0;
}

/** The skipped part's diagonal lines: skipped and saved differ by more than their colour. */
export function HatchPattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" className="funnel-chart__hatch-ground" />
        <line x1="0" y1="0" x2="0" y2="6" className="funnel-chart__hatch-line" strokeWidth="3" />
      </pattern>
    </defs>
  );
}

/** An id for url(#…) references: useId's colons would break them. */
export function useSvgId(name: string): string {
  return `${name}-${useId().replace(/[^\w-]/g, '')}`;
}

/** What the chart shows, for screen readers; the table below it has every figure. */
export function funnelSummary({ scheme, assigned, steps }: FunnelScheme): string {
  const first = steps[0];
  const last = steps.at(-1);
  const ends =
    first && last
      ? `, ${countText(first.reached)} reached ${stepLabel(first.step)} and ${countText(last.reached)} reached ${stepLabel(last.step)}`
      : '';
  return `Funnel of ${schemeLabels[scheme]}: of ${countText(assigned)} visitors assigned${ends}. The table below gives every step.`;
}

/**
 * One horizontal bar per step in the scheme's order, its length the share of assigned visitors who
 * reached it: saved is the solid part, skipped the hatched part, the outline the rest who reached it.
 */
export function FunnelChart({ funnel }: { funnel: FunnelScheme }) {
  const hatch = useSvgId('hatch');
  const height = funnel.steps.length * ROW;
  return (
    <svg className="funnel-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={funnelSummary(funnel)}>
      <HatchPattern id={hatch} />
      {funnel.steps.map((step, index) => {
        const top = index * ROW;
        const reached = share(step.reached, funnel.assigned) * TRACK;
        const saved = Math.min(reached, share(step.saved, funnel.assigned) * TRACK);
        const skipped = Math.min(reached - saved, share(step.skipped, funnel.assigned) * TRACK);
        return (
          <g key={step.step}>
            <text x="0" y={top + 15} className="funnel-chart__label">
              {stepLabel(step.step)}
            </text>
            <rect x="0" y={top + 22} width={TRACK} height={BAR} className="funnel-chart__track" />
            <rect x="0" y={top + 22} width={reached} height={BAR} className="funnel-chart__reached" />
            <rect x="0" y={top + 22} width={saved} height={BAR} className="funnel-chart__saved" />
            <rect x={saved} y={top + 22} width={skipped} height={BAR} fill={`url(#${hatch})`} className="funnel-chart__skipped" />
            <text x={WIDTH} y={top + 35} textAnchor="end" className="funnel-chart__rate">
              {percentText(share(step.reached, funnel.assigned))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
