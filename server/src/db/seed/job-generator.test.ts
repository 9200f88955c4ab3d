import { createJobGenerator, DAY_MS } from './job-generator';
import { readOutcodes } from './outcodes';

const generator = createJobGenerator(readOutcodes());
const day = Date.UTC(2025, 5, 15) / DAY_MS;
// spec: outward code, a space, then a digit and two letters that are never C, I, K, M, O or V
const INWARD = /^[0-9][ABD-HJLNP-UW-Z]{2}$/;

test('the same day always yields the same jobs', () => {
  expect(createJobGenerator(readOutcodes()).jobsForDay(day)).toEqual(generator.jobsForDay(day));
});

test('different days yield different jobs', () => {
  expect(generator.jobsForDay(day + 1)).not.toEqual(generator.jobsForDay(day));
});

test('jobs fall within their UTC day, oldest first, in whole seconds', () => {
  const jobs = generator.jobsForDay(day);
  const times = jobs.map((entry) => entry.createdAt.getTime());

  expect(jobs.length).toBeGreaterThan(1000);
  expect(jobs.length).toBeLessThan(2500);
  expect(Math.min(...times)).toBeGreaterThanOrEqual(day * DAY_MS);
  expect(Math.max(...times)).toBeLessThan((day + 1) * DAY_MS);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(times.filter((time) => time % 1000 !== 0)).toEqual([]);
});

test('each job has a full postcode inside its district, at the district centroid', () => {
  const districts = new Map(readOutcodes().map((row) => [row.outcode, row]));

  for (const entry of generator.jobsForDay(day)) {
    const [outward, inward] = entry.postcode.split(' ');
    expect(outward).toBe(entry.outcode);
    expect(inward).toMatch(INWARD);
    expect(entry.latitude).toBe(districts.get(entry.outcode)?.latitude);
    expect(entry.longitude).toBe(districts.get(entry.outcode)?.longitude);
  }
});

test('common trades outnumber rare ones', () => {
  const jobs = [0, 1, 2, 3, 4, 5, 6].flatMap((offset) => generator.jobsForDay(day + offset));
  const countOf = (slug: string) => jobs.filter((entry) => entry.tradeSlug === slug).length;

  expect(countOf('plumber')).toBeGreaterThan(3 * countOf('loft-conversion'));
  expect(countOf('builder')).toBeGreaterThan(3 * countOf('damp-proofing'));
});
