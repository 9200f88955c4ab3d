// Lint: typescript-eslint with type information, React hooks, jsx-a11y, and the import boundaries between
// the layers (docs/architecture.md, "Layers"). `npm run lint` runs it; `npm test` fails on any error.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './scripts/lint/boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', '.build-*/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'scripts/lint/*.js', 'deploy/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // the boundary rule compares resolved files: imports are written without their .ts/.tsx extension
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // routes, hooks and provider methods are async to honour a promise-returning interface, awaited or not;
      // the promise rules below catch the mistakes that matter (a promise nobody awaits, one passed where
      // nothing waits for it)
      '@typescript-eslint/require-await': 'off',
      // React calls event handlers and ignores what they return; an async handler reports its own errors
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // a caught error is handed on as it came
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    // tests read replies as parsed JSON (any) and assert on them: the assertion is the type check
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'server/test/**', 'server/cluster/**', 'bench/**', 'web/src/testing/**', 'common/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // fetch mocks turn the url or body the app passed (always a string here) back into text
      '@typescript-eslint/no-base-to-string': 'off',
      // a reply's JSON is given its expected shape where it is read
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // expect(spy.method) reads a mock, it never calls it unbound
      '@typescript-eslint/unbound-method': 'off',
      // Playwright's fixtures come as an object pattern, empty when a hook wants only testInfo
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // the two rules of hooks; the plugin's React Compiler rules judge code written for the compiler, which
    // this app does not use
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useCall$' }] },
  },
  { files: ['web/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
