import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// E2E drives Debian's Chromium against the built app on a throw-away embedded database.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // one retry on this shared 2-core machine; a test that needed it is reported as flaky in the summary line
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // separate folders let two runs share a checkout (E2E_OUTPUT, E2E_PORT)
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  },
});
