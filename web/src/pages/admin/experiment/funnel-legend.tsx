import { HatchPattern, useSvgId } from './funnel-chart';

function Swatch({ className, fill }: { className: string; fill?: string }) {
  return (
    <svg className="funnel-legend__swatch" viewBox="0 0 24 16" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="14" className={className} fill={fill} />
    </svg>
  );
}

/** How to read the bars, once for the three charts. */
export function FunnelLegend() {
  const hatch = useSvgId('legend-hatch');
  return (
    <div className="funnel-legend">
      <svg width="0" height="0" aria-hidden="true" focusable="false" className="funnel-legend__defs">
        <HatchPattern id={hatch} />
      </svg>
      <p className="funnel-legend__intro">
        Each bar is the share of the visitors assigned who reached the step, as the percentage beside it says.
      </p>
      <ul className="funnel-legend__keys">
        <li>
          <Swatch className="funnel-chart__saved" /> Saved the step (solid)
        </li>
        <li>
          <Swatch className="funnel-chart__skipped" fill={`url(#${hatch})`} /> Skipped it (hatched)
        </li>
        <li>
          <Swatch className="funnel-chart__reached" /> Reached it, neither saved nor skipped (outline)
        </li>
      </ul>
    </div>
  );
}
