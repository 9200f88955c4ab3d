import { projectionAround, type Circle, type MapDistrict } from './area-geometry';

export interface AreaMapProps {
  tradeName: string;
  circles: readonly (Circle & { label: string })[];
  districts: readonly MapDistrict[];
  covered: ReadonlySet<string>;
}

/**
 * The covered postcode districts drawn from their centres, offline (no tiles): a dot per district,
 * filled when covered, each base's circle and its postcode (docs/decisions/087).
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
  return (
    <svg
      className="area-map"
      viewBox={`0 0 ${map.width} ${map.height}`}
      role="img"
      aria-label={`Map of your ${tradeName} area: ${covered.size} covered postcode districts shown as filled dots around ${circles.map((circle) => circle.label).join(', ')}.`}
    >
      <rect className="area-map__sea" x="0" y="0" width={map.width} height={map.height} />
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
      {circles.map((circle) => (
        <g key={`base ${circle.label}`} className="area-map__base">
          <circle cx={map.x(circle)} cy={map.y(circle)} r={dot + 2} />
          <text x={map.x(circle) + dot + 5} y={map.y(circle) - dot - 3}>
            {circle.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
