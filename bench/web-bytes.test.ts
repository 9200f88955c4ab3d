import { entryKey, filesOf, ownChunks, staticClosure, stepScreenKeys, type Manifest } from './web-bytes';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/steps/a/a-step.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
  'src/steps/a/a-step.tsx': { file: 'assets/a-step.js', imports: ['_shared.js', '_react.js'], dynamicImports: ['src/lazy.ts'] },
  'src/shell/step-placeholder.tsx': { file: 'assets/placeholder.js', imports: ['_react.js'] },
  'src/lazy.ts': { file: 'assets/lazy.js' },
};

test('a chunk needs its static imports, transitively and once each, but not what it loads later', () => {
  expect([...staticClosure(manifest, 'src/steps/a/a-step.tsx')]).toEqual(['src/steps/a/a-step.tsx', '_shared.js', '_react.js']);
});

test('the JS and CSS of a set of chunks include the CSS their imports bring', () => {
  const files = filesOf(manifest, staticClosure(manifest, 'src/steps/a/a-step.tsx'));

  expect(files).toEqual({ js: ['assets/a-step.js', 'assets/shared.js', 'assets/react.js'], css: ['assets/shared.css'] });
});

test('the entry is the chunk Vite marks as the entry', () => {
  expect(entryKey(manifest)).toBe('index.html');
});

test('each route of step-screens.ts maps to its screen chunk, placeholders included', () => {
  const source = [
    "const placeholder = () => import('../shell/step-placeholder');",
    'export const stepScreens = {',
    "  lead_a: () => import('../steps/a/a-step'),",
    '  gas: placeholder,',
    "  missing: () => import('../steps/gone/gone-step'),",
    '};',
  ].join('\n');

  expect(stepScreenKeys(source, manifest)).toEqual({ lead_a: 'src/steps/a/a-step.tsx', gas: 'src/shell/step-placeholder.tsx' });
});

test("a step's own chunks are its screen's, those no other step needs and what they load lazily, never the entry's or shared ones", () => {
  const withCards: Manifest = {
    ...manifest,
    '_cards.js': { file: 'assets/cards.js', imports: ['_shared.js', 'index.html'], dynamicImports: ['stripe.mjs'] },
    'stripe.mjs': { file: 'assets/stripe.js' },
    'src/steps/b/b-step.tsx': { file: 'assets/b-step.js', imports: ['_cards.js', '_shared.js', 'index.html'] },
  };
  const entry = staticClosure(withCards, 'index.html');

  expect([...ownChunks(withCards, 'src/steps/b/b-step.tsx', ['src/steps/a/a-step.tsx'], entry)]).toEqual([
    'src/steps/b/b-step.tsx',
    '_cards.js',
    'stripe.mjs',
  ]);
});
