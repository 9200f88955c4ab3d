// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// docs/architecture.md maps the whole tree: every top-level folder, every folder of server/, server/src/ and
// web/src/, and the folders inside the ones a newcomer looks into first (routes, steps, pages, components,
// features, shell, db, e2e, scripts, common). A folder added without a line there fails this test.

const root = new URL('../../', import.meta.url).pathname;
const map = readFileSync(`${root}docs/architecture.md`, 'utf8');
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The folders directly inside `parent` ('' for the root) that hold tracked files. */
function foldersIn(parent: string): string[] {
  const prefix = parent === '' ? '' : `${parent}/`;
  const names = files
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length).split('/'))
    .filter((parts) => parts.length > 1)
    .map((parts) => parts[0]!);
  return [...new Set(names)].map((name) => prefix + name);
}

const MAPPED = [
  '',
  'server',
  'server/src',
  'web/src',
  'server/src/routes',
  'server/src/db',
  'web/src/steps',
  'web/src/pages',
  'web/src/components',
  'web/src/features',
  'web/src/shell',
  'e2e',
  'scripts',
  'docs',
  'common',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.each(MAPPED.flatMap(foldersIn))('docs/architecture.md names %s', (folder) => {
  const name = folder.split('/').at(-1)!;
  expect(map).toMatch(new RegExp(`(^|[\\s(\`/])${escape(name)}([/,.;:\\s)\`]|$)`, 'm'));
});
