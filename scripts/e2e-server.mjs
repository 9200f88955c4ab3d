// Starts the built server for the E2E run on a fresh database: embedded in a temporary folder, or, with
// E2E_DATABASE_URL, a new database on that PostgreSQL server (dropped when the run ends; decision 083).
// Run with tsx (playwright.config.ts): it imports the tests' TypeScript helper.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayDatabase } from '../server/test/throwaway-database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tradespace-e2e-'));
const serverUrl = process.env.E2E_DATABASE_URL;
const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl) : null;
const database = throwaway ? { DATABASE_URL: throwaway.url } : {};
// fixture accounts first (PGlite allows one process per folder, so before the server opens it)
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-seed.ts', dataDir], {
  stdio: 'inherit',
  env: { ...process.env, ...database },
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
// BUILD_DIR: a build made beside the default dist/ (see vite.config.ts)
const buildDir = process.env.BUILD_DIR ?? 'dist';
const child = spawn(process.execPath, [`${buildDir}/server/server.js`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...database,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? `./${buildDir}/web`,
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '100000',
    // every test signs up from 127.0.0.1: the per-address captcha and sign-up limits would trip after a few
    CAPTCHA_AFTER_ATTEMPTS: process.env.CAPTCHA_AFTER_ATTEMPTS ?? '100000',
    AUTH_LIMIT_PER_10_MINUTES: process.env.AUTH_LIMIT_PER_10_MINUTES ?? '100000',
    ADDRESS_LOOKUPS_PER_MINUTE: process.env.ADDRESS_LOOKUPS_PER_MINUTE ?? '100000',
    // the same for texts and "already taken" answers from 127.0.0.1 (decisions 056-058)
    CAPTCHA_AFTER_SMS_SENDS: process.env.CAPTCHA_AFTER_SMS_SENDS ?? '100000',
    SMS_PER_ADDRESS_PER_HOUR: process.env.SMS_PER_ADDRESS_PER_HOUR ?? '100000',
    SMS_HOURLY_BUDGET: process.env.SMS_HOURLY_BUDGET ?? '100000',
    SMS_PER_RANGE_PER_HOUR: process.env.SMS_PER_RANGE_PER_HOUR ?? '100000',
    EMAIL_TAKEN_ANSWERS_PER_HOUR: process.env.EMAIL_TAKEN_ANSWERS_PER_HOUR ?? '100000',
    TICKETS_PER_ADDRESS_PER_HOUR: process.env.TICKETS_PER_ADDRESS_PER_HOUR ?? '100000',
    // every flow's e-mails go to a few addresses at both widths (decision 103)
    EMAILS_PER_ADDRESS_PER_HOUR: process.env.EMAILS_PER_ADDRESS_PER_HOUR ?? '100000',
    EMAILS_PER_ACCOUNT_PER_HOUR: process.env.EMAILS_PER_ACCOUNT_PER_HOUR ?? '100000',
    // a full gallery is 30 uploads in seconds, and the same check runs at both widths from 127.0.0.1
    UPLOADS_PER_MINUTE: process.env.UPLOADS_PER_MINUTE ?? '100000',
    // e-mailed sign-in links must point at this server, not the default port
    APP_URL: process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3210}`,
    // texts go through the Twilio adapter to the server's own stand-in, and its signed receipts come back (decision 142)
    TWILIO_ACCOUNT_SID: process.env.TWILIO_ACCOUNT_SID ?? 'ACe2e00000000000000000000000000000',
    TWILIO_AUTH_TOKEN: process.env.TWILIO_AUTH_TOKEN ?? 'e2e-local-twilio-auth-token',
    TWILIO_FROM: process.env.TWILIO_FROM ?? 'Tradespace',
    TWILIO_API_BASE: process.env.TWILIO_API_BASE ?? `http://localhost:${process.env.PORT ?? 3210}/local-twilio`,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await throwaway?.drop().catch(() => undefined);
  process.exit(code ?? 0);
});
