import { describe, expect, it } from 'vitest';
import { cellOf, pathOf, placeLabels } from './map-outlines';

const box = { width: 100, height: 100 };

describe('district outlines from centres', () => {
  it('splits the box between two centres along the line halfway between them', () => {
    const west = { x: 25, y: 50 };
    const east = { x: 75, y: 50 };
    const cell = cellOf(west, [west, east], box);
    expect(Math.max(...cell.map((point) => point.x))).toBeCloseTo(50);
    expect(Math.min(...cell.map((point) => point.x))).toBe(0);
    expect(pathOf(cell)).toMatch(/^M.*Z$/);
  });

  it('gives every point of the box to its nearest centre', () => {
    const sites = [
      { x: 10, y: 10 },
      { x: 80, y: 20 },
      { x: 40, y: 70 },
      { x: 90, y: 90 },
    ];
    const cells = sites.map((site) => cellOf(site, sites, box));
    for (const [index, cell] of cells.entries()) {
      const site = sites[index]!;
      for (const corner of cell) {
        const own = Math.hypot(corner.x - site.x, corner.y - site.y);
        for (const other of sites) expect(own).toBeLessThanOrEqual(Math.hypot(corner.x - other.x, corner.y - other.y) + 1e-6);
      }
    }
  });
});

describe('labels of bases close together', () => {
  it('keeps two labels apart instead of drawing one over the other', () => {
    const [first, second] = placeLabels(
      [
        { x: 50, y: 50, text: 'KT1' },
        { x: 54, y: 52, text: 'SW19 2AB' },
      ],
      { width: 320, height: 200 },
    );
    const overlap = first!.y === second!.y && first!.anchor === second!.anchor;
    expect(overlap).toBe(false);
  });

  it('keeps a label near the right edge inside the map', () => {
    const [label] = placeLabels([{ x: 315, y: 50, text: 'SW19 2AB' }], { width: 320, height: 200 });
    expect(label!.anchor).toBe('end');
  });
});
