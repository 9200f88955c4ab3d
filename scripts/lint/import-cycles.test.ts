// @vitest-environment node
import { importCycles } from './import-cycles';
import { importGraph, sourceFiles } from './import-graph';

// No import circle anywhere in the tree, type-only imports included (decision 129): a circle means two files
// that cannot be understood, tested or moved apart. import-x/no-cycle finds the same but costs minutes of lint on
// this tree; one pass over the import graph costs a second or two.

const root = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

test('no file imports itself back, through any number of others', () => {
  expect(importCycles(importGraph(root, sourceFiles(root)))).toEqual([]);
}, 120_000);

test('a planted circle is found, by relative paths and by the package imports, type-only or not', () => {
  const planted = {
    'web/src/lib/planted-a.ts': "import { b } from './planted-b';\nexport const a = b;\n",
    'web/src/lib/planted-b.ts': "import type { C } from '#web/components/planted-c';\nexport const b: C = 1;\n",
    'web/src/components/planted-c.ts': "import { a } from '#web/lib/planted-a';\nexport type C = typeof a;\n",
    'web/src/lib/planted-d.ts': "import { a } from './planted-a';\nexport const d = a;\n",
  };

  expect(importCycles(importGraph(root, [], planted))).toEqual([
    ['web/src/components/planted-c.ts', 'web/src/lib/planted-a.ts', 'web/src/lib/planted-b.ts'],
  ]);
});

test('a file importing itself is a circle; a chain without a way back is none', () => {
  const planted = {
    'common/planted-self.ts': "export { x } from './planted-self';\nexport const x = 1;\n",
    'common/planted-top.ts': "import { y } from './planted-bottom';\nexport const top = y;\n",
    'common/planted-bottom.ts': 'export const y = 1;\n',
  };

  expect(importCycles(importGraph(root, [], planted))).toEqual([['common/planted-self.ts']]);
});
