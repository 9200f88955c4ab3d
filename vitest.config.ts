import { readFileSync, readdirSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The web test files that replace a module with vi.mock. Files that share a worker's loaded modules would see
 * each other's replacements, so these run isolated, each with a fresh module graph.
 */
const webFilesWithModuleMocks = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path) && readFileSync(`web/src/${path}`, 'utf8').includes('vi.mock('))
  .map((path) => `web/src/${path}`);

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          // a script's tests on a database (*.api.test.ts) run in the API project, which provides one
          exclude: [...configDefaults.exclude, '**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // the web app's own tests, in a simulated browser (jsdom); the rest of the unit tests need none. The files
          // of one worker share its loaded modules and its jsdom: a fresh one for every file cost 1 s a file, more
          // than the tests; each test still starts from an empty document (testing/test-setup.ts)
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webFilesWithModuleMocks],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/test-setup.ts'],
          isolate: false,
          // typing with user-event takes a few seconds when the machine's 2 cores are busy (CI runs beside other work)
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // the web tests that replace modules (vi.mock): each file with modules of its own
          name: 'web-isolated',
          include: webFilesWithModuleMocks,
          environment: 'jsdom',
          setupFiles: ['web/src/testing/test-setup.ts'],
          // typing with user-event takes a few seconds when the machine's 2 cores are busy (CI runs beside other work)
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'scripts/**/*.api.test.ts'],
          // the multi-process tests start the production build: their own project, run after `npm run build`
          exclude: [...configDefaults.exclude, 'server/cluster/**'],
          // one migrated, seeded database per run; each test file starts from a copy of it
          globalSetup: ['server/test/database-templates.ts'],
          // the files of one worker share its loaded modules: importing the app's graph again for every file cost
          // more than the tests (2 s a file); each file still builds its own app on its own database, and no
          // API test replaces a module with vi.mock (docs/decisions/081)
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          // server/cluster: several app processes from the production build on PostgreSQL, Redis and s3rver
          name: 'cluster',
          include: ['server/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // each file starts its own processes; one file at a time keeps the machine's cores for them
          fileParallelism: false,
        },
      },
    ],
  },
});
