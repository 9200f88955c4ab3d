import { projectionAround, type Circle, type MapDistrict } from './area-geometry';
import { cellOf, pathOf, placeLabels } from './map-outlines';

export interface AreaMapProps {
  tradeName: string;
  circles: readonly (Circle & { label: string })[];
  districts: readonly MapDistrict[];
  covered: ReadonlySet<string>;
}

/**
 * The covered postcode districts drawn from their centres, offline (no tiles): each district's area outlined (the
 * cell nearer its centre than any other, shaded when covered, decision 124), a dot per district, each base's
 * circle and its postcode, labels kept apart (decision 087).
 */
export function AreaMap({ tradeName, circles, districts, covered }: AreaMapProps) {
  if (circles.length === 0) return null;
  const map = projectionAround(circles);
  const inside = (x: number, y: number) => x >= -4 && y >= -4 && x <= map.width + 4 && y <= map.height + 4;
  const dots = districts.flatMap((district) => {
    const x = map.x(district);
    const y = map.y(district);
    return inside(x, y) ? [{ outcode: district.outcode, x, y, on: covered.has(district.outcode) }] : [];
  });
  const dot = Math.max(2, Math.min(5, map.width / 90));
  // centres a little beyond the edge still shape the cells at the edge
  const sites = districts.flatMap((district) => {
    const x = map.x(district);
    const y = map.y(district);
    return x >= -60 && y >= -60 && x <= map.width + 60 && y <= map.height + 60 ? [{ x, y, outcode: district.outcode }] : [];
  });
  const cells = sites.map((site) => ({ outcode: site.outcode, path: pathOf(cellOf(site, sites, map)), on: covered.has(site.outcode) }));
  const bases = circles.map((circle) => ({ x: map.x(circle), y: map.y(circle), text: circle.label }));
  const labels = placeLabels(bases, map);
  return (
    <svg
      className="area-map"
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="img"
      aria-label={`Map of your ${tradeName} area: ${covered.size} covered postcode districts shown as filled dots around ${circles.map((circle) => circle.label).join(', ')}.`}
    >
      <rect className="area-map__sea" x="0" y="0" width={map.width} height={map.height} />
      {cells.map((cell) => (
        <path key={`cell ${cell.outcode}`} className={cell.on ? 'area-map__cell area-map__cell--on' : 'area-map__cell'} d={cell.path} />
      ))}
      {circles.map((circle) => (
        <circle
          key={`ring ${circle.label}`}
          className="area-map__ring"
          cx={map.x(circle)}
          cy={map.y(circle)}
          r={map.miles(circle.radiusMiles)}
        />
      ))}
      {dots.map((spot) => (
        <circle
          key={spot.outcode}
          className={spot.on ? 'area-map__dot area-map__dot--on' : 'area-map__dot'}
          cx={spot.x}
          cy={spot.y}
          r={dot}
        />
      ))}
      {bases.map((base, index) => (
        <g key={`base ${base.text}`} className="area-map__base">
          <circle cx={base.x} cy={base.y} r={dot + 2} />
          <text x={labels[index]?.x} y={labels[index]?.y} textAnchor={labels[index]?.anchor}>
            {base.text}
          </text>
        </g>
      ))}
    </svg>
  );
}
