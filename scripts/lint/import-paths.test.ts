// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Imports that reach another part of the tree use the package's subpath imports (#common/…, #server/…, #web/…,
// package.json "imports"); a relative path climbs at most one folder. No source file outside data and legal
// texts is longer than 300 lines.

const root = new URL('../../', import.meta.url).pathname;
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('server/src/db/migrations/'));

/** Files that are data or legal text, not code: long by nature. */
const LONG_BY_NATURE = [/^server\/src\/db\/seed\/trade-catalogue\.ts$/, /legal/, /\/data\//];

test('no import climbs more than one folder', () => {
  const climbing = sources.flatMap((file) =>
    readFileSync(`${root}${file}`, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
      .filter(({ line }) => /^\s*(import|export|} from|.*\bimport\(|.*\bvi\.mock\()/.test(line) && /['"](\.\.\/){2,}/.test(line))
      .map(({ at, line }) => `${at} ${line.trim()}`),
  );
  expect(climbing).toEqual([]);
});

test('no source file is longer than 300 lines', () => {
  const long = sources
    .filter((file) => !LONG_BY_NATURE.some((pattern) => pattern.test(file)))
    .map((file) => ({ file, lines: readFileSync(`${root}${file}`, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > 300)
    .map(({ file, lines }) => `${file} (${lines} lines)`);
  expect(long).toEqual([]);
});
