// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { decisionNumbers, issueCitations, missingDecisions, missingPaths, readSource, type Citation } from './citations';

// Every citation in source resolves (decision 130): no issue numbers or spec sections (neither is in the
// repository), every decision cited has its record, every path named in a comment is there. Applied migrations
// stay as they were written; docs may refer to issues. This file plants citations of each kind, so it is left out.

const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const sources = execFileSync('git', ['ls-files', 'server', 'web', 'common', 'e2e', 'scripts', 'bench'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|css)$/.test(file) && !file.startsWith('server/src/db/migrations/'))
  .filter((file) => file !== 'scripts/lint/citations.test.ts');
const known = decisionNumbers(root);
const shown = (citations: Citation[]) => citations.map(({ file, line, text }) => `${file}:${line} ${text}`);

test('source cites no issue, spec section or decision path', () => {
  expect(shown(sources.flatMap((file) => issueCitations(file, readSource(root, file))))).toEqual([]);
});

test('every decision cited has its record in docs/decisions', () => {
  expect(shown(sources.flatMap((file) => missingDecisions(file, readSource(root, file), known)))).toEqual([]);
});

test('every repository path named in a comment is there', () => {
  expect(shown(sources.flatMap((file) => missingPaths(root, file, readSource(root, file))))).toEqual([]);
});

test('planted citations are each found', () => {
  const file = 'server/src/lib/planted.ts';
  const text = [
    '// the rule of issue 12, see the spec §3.1 (docs/decisions/044)',
    '/** as decisions 044, 999 and 998 say; decision 044 holds (lib/tokens.ts, lib/no-such-file.ts) */',
    "export const built = 'dist/server/server.js';",
  ].join('\n');

  expect(shown(issueCitations(file, text))).toEqual([`${file}:1 issue 12`, `${file}:1 §3`, `${file}:1 docs/decisions/044`]);
  expect(shown(missingDecisions(file, text, known))).toEqual([`${file}:2 decision 999`, `${file}:2 decision 998`]);
  expect(shown(missingPaths(root, file, text))).toEqual([`${file}:2 lib/no-such-file.ts`]);
});
