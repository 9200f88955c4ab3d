import { coverageOf, milesBetween, projectionAround, uniqueDistricts } from './area-geometry';

const reading = { outcode: 'RG1', latitude: 51.45366, longitude: -0.96942, jobs_last_7_days: 3 };
const reading2 = { outcode: 'RG2', latitude: 51.42655, longitude: -0.95421, jobs_last_7_days: 4 };
const oxford = { outcode: 'OX1', latitude: 51.74451, longitude: -1.25978, jobs_last_7_days: 2 };

test('miles between district centres on the earthdistance sphere', () => {
  expect(milesBetween(reading, reading2)).toBeCloseTo(1.98, 1);
  expect(milesBetween(reading, reading)).toBe(0);
});

test('a district is covered when its centre lies within any circle; its jobs count once', () => {
  const districts = [reading, reading2, oxford];
  expect(coverageOf(districts, [{ ...reading, radiusMiles: 1 }])).toEqual({ covered: new Set(['RG1']), jobs: 3 });
  const both = coverageOf(districts, [
    { ...reading, radiusMiles: 5 },
    { ...reading2, radiusMiles: 5 },
  ]);
  expect([...both.covered].sort()).toEqual(['RG1', 'RG2']);
  expect(both.jobs).toBe(7);
  expect(coverageOf(districts, []).covered.size).toBe(0);
});

test('districts from several bases are kept once each', () => {
  expect(
    uniqueDistricts([
      [reading, reading2],
      [reading2, oxford],
    ]).map((district) => district.outcode),
  ).toEqual(['RG1', 'RG2', 'OX1']);
});

test('the map fits the circle: its centre in the middle, the radius inside the edges', () => {
  const map = projectionAround([{ ...reading, radiusMiles: 10 }], 300);
  expect(map.x(reading)).toBeCloseTo(150, 0);
  expect(map.y(reading)).toBeCloseTo(map.height / 2, 0);
  expect(map.miles(10)).toBeLessThan(150);
  expect(map.miles(10)).toBeGreaterThan(100);
});
