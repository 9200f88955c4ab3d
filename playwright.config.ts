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

const mobileViewport = { width: 375, height: 812 };
const desktopViewport = { width: 1280, height: 800 };
/** Keyboard users are mostly at a desk; the production build is checked once. */
const desktopOnlyFiles = ['shell/focus-walk.spec.ts', 'production-build.spec.ts'];
/** Screens whose layout changes with the width, walked at both. */
const bothWidthsFiles = [
  'smoke.spec.ts',
  'shell/accessibility.spec.ts',
  'lead-flow/accessibility.spec.ts',
  'shell/target-size.spec.ts',
  'shell/legal-popups.spec.ts',
  'setup-steps/walkthrough.spec.ts',
  'public/profile.spec.ts',
  'public/directory.spec.ts',
];
/** Step files with a whole-screen accessibility check among their behaviour tests: only that check runs at desktop width. */
const stepFilesWithAxeChecks = [
  'setup-steps/location.spec.ts',
  'setup-steps/photo-gallery.spec.ts',
  'setup-steps/billing.spec.ts',
  'setup-steps/membership.spec.ts',
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
  // Behaviour runs once, at 375 px (mobile first); the desktop projects run what depends on the width: the
  // whole-screen checks, walkthroughs, keyboard walk, public pages and popups' layout (docs/decisions/081)
  projects: [
    { name: 'mobile', testIgnore: desktopOnlyFiles, use: { ...devices['Desktop Chrome'], viewport: mobileViewport, isMobile: false } },
    {
      name: 'desktop',
      testMatch: [...desktopOnlyFiles, ...bothWidthsFiles],
      use: { ...devices['Desktop Chrome'], viewport: desktopViewport },
    },
    {
      name: 'desktop-axe',
      testMatch: stepFilesWithAxeChecks,
      grep: /accessibility violations|passes axe/,
      use: { ...devices['Desktop Chrome'], viewport: desktopViewport },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  },
});
