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
/** The production build is checked once. */
const desktopOnlyFiles = ['production-build.spec.ts'];
/** Screens whose layout changes with the width, and the way people meet them (issue 20): walked at both. */
const bothWidthsFiles = [
  'smoke.spec.ts',
  'shell/accessibility.spec.ts',
  'admin/sign-in.spec.ts',
  'admin/experiment.spec.ts',
  'lead-flow/accessibility.spec.ts',
  'lead-flow/first-paint-presses.spec.ts',
  'shell/target-size.spec.ts',
  'shell/legal-popups.spec.ts',
  'shell/legal-pages-drawn.spec.ts',
  'shell/dialogs.spec.ts',
  'shell/focus.spec.ts',
  'shell/focus-walk.spec.ts',
  'shell/back-forward.spec.ts',
  'shell/focus-after-change.spec.ts',
  'setup-steps/code-entry.spec.ts',
  'setup-steps/undeliverable-number.spec.ts',
  'setup-steps/business-details-errors.spec.ts',
  'shell/error-popup.spec.ts',
  'lead-flow/keyboard.spec.ts',
  'lead-flow/layout-stability.spec.ts',
  'lead-flow/trades-layout.spec.ts',
  'lead-flow/jobs-estimate.spec.ts',
  'setup-steps/prices.spec.ts',
  'lead-flow/counters.spec.ts',
  'lead-flow/offline.spec.ts',
  'lead-flow/partner-source.spec.ts',
  'lead-flow/redirect-option.spec.ts',
  'lead-flow/stale-lead.spec.ts',
  'lead-flow/trial-and-support.spec.ts',
  'my-account/sign-in-email.spec.ts',
  'my-account/id-check.spec.ts',
  'setup-steps/billing-cues.spec.ts',
  'setup-steps/walkthrough.spec.ts',
  'public/profile.spec.ts',
  'public/directory.spec.ts',
  'my-account/away-and-membership.spec.ts',
  'my-account/money-facts.spec.ts',
  'my-account/my-data.spec.ts',
  'my-account/account-contents.spec.ts',
  'my-account/service-areas.spec.ts',
  'setup-steps/company-register.spec.ts',
  'my-account/insurance.spec.ts',
  'my-account/reviews.spec.ts',
];
/** Among the other files' behaviour tests, those that check the screen itself (by title) run at desktop width too. */
const screenCheckTitles = /accessibility violations|passes axe|keyboard alone|with the keyboard|over 10 MB|gallery of 30|five wrong codes/;

// E2E drives Debian's Chromium against the built app on a throw-away embedded database.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // 3 on 2 cores: at 2 the run kept the cores about 70 % busy (its tests wait on countdowns, polls and the server);
  // E2E_WORKERS overrides it (decision 131)
  workers: Number(process.env.E2E_WORKERS ?? 3),
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
    // recording a trace costs every test about a fifth of its time: only the retry of a failed test records one
    trace: 'on-first-retry',
  },
  // Behaviour runs once, at 375 px (mobile first); the desktop projects run what depends on the width or on how
  // a person meets the screen: whole-screen checks, keyboard, popups, walkthroughs, public pages (decision 081)
  projects: [
    { name: 'mobile', testIgnore: desktopOnlyFiles, use: { ...devices['Desktop Chrome'], viewport: mobileViewport, isMobile: false } },
    {
      name: 'desktop',
      testMatch: [...desktopOnlyFiles, ...bothWidthsFiles],
      use: { ...devices['Desktop Chrome'], viewport: desktopViewport },
    },
    {
      name: 'desktop-checks',
      testIgnore: [...desktopOnlyFiles, ...bothWidthsFiles],
      grep: screenCheckTitles,
      use: { ...devices['Desktop Chrome'], viewport: desktopViewport },
    },
  ],
  webServer: {
    command: `node --import tsx scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // a polite stop, so the server script removes the run's database and folder (the default is SIGKILL)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PORT: String(port), NODE_ENV: 'test', LOG_LEVEL: 'warn' },
  },
});
