import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const port = Number(process.env.E2E_PRODUCTION_PORT ?? 3290);
const base = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let dataDir: string | undefined;
/** Health checks a second apart before the server counts as not started. */
const START_TRIES = 120;

test.describe('the production build', () => {
  test.describe.configure({ mode: 'serial' });
  // one production server is enough: the mobile project skips these
  test.beforeEach(({}, info) => test.skip(info.project.name !== 'desktop', 'runs in the desktop project'));

  test.beforeAll(async ({}, info) => {
    if (info.project.name !== 'desktop') return;
    // a first start creates, migrates and seeds a new embedded database: the hook waits as long as its loop below
    test.setTimeout(START_TRIES * 1000 + 30_000);
    dataDir = mkdtempSync(join(tmpdir(), 'tradespace-prod-'));
    const buildDir = process.env.BUILD_DIR ?? 'dist';
    server = spawn(process.execPath, [`${buildDir}/server/server.js`], {
      env: {
        ...process.env,
        WEB_DIST_DIR: `./${buildDir}/web`,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_KEY: 'production-test-key-of-at-least-32-characters',
        APP_URL: base,
        // the build under test keeps its messages and cards local, on purpose (decision 062)
        ALLOW_LOCAL_PROVIDERS: '1',
        SEED_JOBS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    for (let tries = 0; tries < START_TRIES; tries += 1) {
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error('the production server did not start');
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('serves hashed assets compressed with long-lived cache headers', async ({ request }) => {
    const html = await (await request.get(`${base}/tradespeople-setup/lead/location`)).text();
    const asset = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${base}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toMatch(/br|gzip/);
  });

  test('sets Secure cookies and hides the development outbox', async ({ request }) => {
    const page = await request.get(`${base}/tradespeople-setup/lead/location`);
    const cookies = page
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    expect(cookies.find((c) => c.startsWith('tradespace_session='))).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(page.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await request.get(`${base}/dev/outbox.json`)).status()).toBe(404);
  });

  test('renders the first step in the browser', async ({ page }) => {
    await page.goto(`${base}/tradespeople-setup`);
    await expect(page.getByRole('heading', { name: 'Looking for more work?' })).toBeVisible();
  });
});
