import { readFileSync } from 'node:fs';

// The production image runs a Node line that still gets security fixes (decision 143). End-of-life dates
// are the Node.js release schedule's; a line missing here is new and must be added before it is used.
const END_OF_LIFE: Record<number, string> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
  26: '2029-04-30',
};

const dockerfile = readFileSync('Dockerfile', 'utf8');
const images = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1] ?? '');

test('every stage starts from an exact Node release', () => {
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(/^node:\d+\.\d+\.\d+-[a-z]+(-slim)?$/);
});

test('every stage is on one Node release, of an even (long-term support) line', () => {
  expect(new Set(images).size).toBe(1);
  const major = Number(/^node:(\d+)\./.exec(images[0] ?? '')?.[1]);
  expect(major % 2).toBe(0);
  expect(END_OF_LIFE[major], `add Node ${major}'s end-of-life date`).toBeDefined();
});

test("the image's Node line has not reached its end of life", () => {
  const major = Number(/^node:(\d+)\./.exec(images[0] ?? '')?.[1]);
  const endOfLife = new Date(`${END_OF_LIFE[major] ?? '1970-01-01'}T23:59:59Z`);
  expect(new Date() < endOfLife, `Node ${major} reached its end of life on ${END_OF_LIFE[major]}: move the Dockerfile on`).toBe(true);
});

test('package.json engines admit the Node release the image runs', () => {
  const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
  const [major, minor] = (/^node:(\d+)\.(\d+)/.exec(images[0] ?? '') ?? []).slice(1).map(Number);
  const floor = /^>=(\d+)\.(\d+)$/.exec(engines.trim());
  expect(floor, 'engines is one floor, ">=MAJOR.MINOR"').not.toBeNull();
  const [floorMajor, floorMinor] = (floor ?? []).slice(1).map(Number);
  expect((major ?? 0) * 1000 + (minor ?? 0)).toBeGreaterThanOrEqual((floorMajor ?? 0) * 1000 + (floorMinor ?? 0));
});
