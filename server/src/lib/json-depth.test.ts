import { jsonDepth } from './json-depth';

test('scalars are flat, and each array or object adds a level', () => {
  expect([jsonDepth(1), jsonDepth('x'), jsonDepth(null)]).toEqual([0, 0, 0]);
  expect(jsonDepth([])).toBe(1);
  expect(jsonDepth({ step: 'trades', picked: [1, 2] })).toBe(2);
  expect(jsonDepth([{ a: [{ b: 1 }] }, 3])).toBe(4);
});

test('thousands of levels are measured without running out of stack', () => {
  const levels = 100_000;
  expect(jsonDepth(JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`))).toBe(levels);
});
