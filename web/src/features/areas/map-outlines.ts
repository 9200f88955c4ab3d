// Outline context for the area map (decision 124): each postcode district's area drawn as the cell of points
// nearer its centre than any other centre (a Voronoi cell), from the open district centroids the app already has, so
// the map shows where one district ends and the next begins without tiles or boundary files; and base labels kept
// apart so two bases close together stay readable.

export interface XY {
  x: number;
  y: number;
}

export interface Box {
  width: number;
  height: number;
}

/** Sutherland–Hodgman: the part of `polygon` where a·x + b·y ≤ c. */
function clipToHalfPlane(polygon: readonly XY[], a: number, b: number, c: number): XY[] {
  const out: XY[] = [];
  const side = (point: XY) => a * point.x + b * point.y - c;
  for (let index = 0; index < polygon.length; index += 1) {
    const current = polygon[index]!;
    const next = polygon[(index + 1) % polygon.length]!;
    const here = side(current);
    const there = side(next);
    if (here <= 0) out.push(current);
    if ((here < 0 && there > 0) || (here > 0 && there < 0)) {
      const t = here / (here - there);
      out.push({ x: current.x + t * (next.x - current.x), y: current.y + t * (next.y - current.y) });
    }
  }
  return out;
}

/** The cell of `site`: the box, less every half-plane nearer another site than this one. */
export function cellOf(site: XY, others: readonly XY[], box: Box): XY[] {
  let cell: XY[] = [
    { x: 0, y: 0 },
    { x: box.width, y: 0 },
    { x: box.width, y: box.height },
    { x: 0, y: box.height },
  ];
  for (const other of others) {
    if (other === site || (other.x === site.x && other.y === site.y)) continue;
    const a = other.x - site.x;
    const b = other.y - site.y;
    const c = (a * (site.x + other.x)) / 2 + (b * (site.y + other.y)) / 2;
    cell = clipToHalfPlane(cell, a, b, c);
    if (cell.length === 0) break;
  }
  return cell;
}

/** An SVG path for a polygon, rounded to a tenth of a unit. */
export function pathOf(polygon: readonly XY[]): string {
  if (polygon.length < 3) return '';
  const round = (value: number) => Math.round(value * 10) / 10;
  return `M${polygon.map((point) => `${round(point.x)} ${round(point.y)}`).join('L')}Z`;
}

export interface PlacedLabel extends XY {
  anchor: 'start' | 'end';
}

interface Extent {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const apart = (a: Extent, b: Extent) => a.right < b.left || a.left > b.right || a.bottom < b.top || a.top > b.bottom;
const within = (extent: Extent, box: Box) =>
  extent.left >= 0 && extent.right <= box.width && extent.top >= 0 && extent.bottom <= box.height;

const corners = (gap: number, fontSize: number) =>
  [
    { dx: gap, dy: -gap, anchor: 'start' },
    { dx: gap, dy: gap + fontSize, anchor: 'start' },
    { dx: -gap, dy: -gap, anchor: 'end' },
    { dx: -gap, dy: gap + fontSize, anchor: 'end' },
  ] as const;

/**
 * Where each label goes beside its point: the first of four corners (right above, right below, left above, left
 * below) inside the box and clear of the labels already placed; else the first clear one; else right above. Widths
 * are estimated from the text.
 */
export function placeLabels(points: readonly (XY & { text: string })[], box: Box, fontSize = 12, gap = 7): PlacedLabel[] {
  const placed: Extent[] = [];
  return points.map((point) => {
    const width = point.text.length * fontSize * 0.62;
    const options = corners(gap, fontSize).map(({ dx, dy, anchor }) => {
      const x = point.x + dx;
      const y = point.y + dy;
      const left = anchor === 'start' ? x : x - width;
      return { x, y, anchor, left, right: left + width, top: y - fontSize, bottom: y + 2 };
    });
    const clear = (option: Extent) => placed.every((other) => apart(option, other));
    const chosen = options.find((option) => within(option, box) && clear(option)) ?? options.find(clear) ?? options[0]!;
    placed.push(chosen);
    return { x: chosen.x, y: chosen.y, anchor: chosen.anchor };
  });
}
