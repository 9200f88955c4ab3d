// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The API test files of one worker share their loaded modules (vitest.config.ts, isolate: false), so a module
// replaced with vi.mock in one file would reach the next file, or not take at all: no API test may do it.

const root = new URL('../../', import.meta.url).pathname;

test('no API test file replaces a module', () => {
  const files = execFileSync('git', ['ls-files', 'server/*.test.ts', 'scripts/*.api.test.ts'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const mocking = files.filter((file) => /\bvi\.(mock|doMock|unmock)\(/.test(readFileSync(`${root}${file}`, 'utf8')));
  expect(files.length).toBeGreaterThan(100);
  expect(mocking).toEqual([]);
});
