import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          // typing with user-event takes a few seconds when the machine's 2 cores are busy (CI runs beside other work)
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
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
