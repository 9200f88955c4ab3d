import { readOutcodes } from '../db/seed/outcodes';
import { createDistrictIndex, ESTIMATE_RADIUS_METRES, greatCircleMetres } from './district-neighbours';

const MILE = 1609.344;
const districts = createDistrictIndex(readOutcodes());
const centroid = (outcode: string) => {
  const found = readOutcodes().find((row) => row.outcode === outcode);
  if (!found) throw new Error(`no district ${outcode}`);
  return found;
};

test('the radius is 10 miles', () => {
  expect(ESTIMATE_RADIUS_METRES).toBeCloseTo(10 * MILE, 6);
});

test('great-circle distance is zero to itself and symmetric', () => {
  expect(greatCircleMetres(centroid('M1'), centroid('M1'))).toBe(0);
  expect(greatCircleMetres(centroid('M1'), centroid('LS1'))).toBeCloseTo(greatCircleMetres(centroid('LS1'), centroid('M1')), 6);
});

test('Manchester to Leeds city centres is about 36 miles', () => {
  expect(greatCircleMetres(centroid('M1'), centroid('LS1')) / MILE).toBeCloseTo(36, 0);
});

test('a district is its own neighbour', () => {
  expect(districts.within('M1')).toContain('M1');
});

test('BL8 (9.6 miles from M1) is within the radius and BL2 (10.05 miles) is not', () => {
  expect(greatCircleMetres(centroid('M1'), centroid('BL8')) / MILE).toBeCloseTo(9.58, 2);
  expect(greatCircleMetres(centroid('M1'), centroid('BL2')) / MILE).toBeCloseTo(10.05, 2);
  expect(districts.within('M1')).toContain('BL8');
  expect(districts.within('M1')).not.toContain('BL2');
});

test('the neighbour relation is symmetric', () => {
  for (const neighbour of districts.within('M1')) expect(districts.within(neighbour)).toContain('M1');
});

test('an unknown district is not known and has no neighbours', () => {
  expect(districts.has('ZZ99')).toBe(false);
  expect(districts.within('ZZ99')).toEqual([]);
  expect(districts.has('M1')).toBe(true);
});

test('the same list comes back on a second call', () => {
  expect(districts.within('SW1A')).toBe(districts.within('SW1A'));
});
