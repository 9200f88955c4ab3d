import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv, startupSummary } from './env';

// Production refuses to start on development stand-ins (decision 062), and `npm start` says which mode it runs in.
const DEVELOPMENT_APP_KEY = 'tradespace-development-key-not-for-production-use';
const real = {
  NODE_ENV: 'production',
  APP_KEY: 'a-real-looking-secret-of-at-least-32-characters',
  APP_URL: 'https://tradespace.example',
  SMTP_URL: 'smtp://mailer.example:587',
  SMS_API_URL: 'https://sms.example/send',
  SMS_API_KEY: 'sms-key',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  COMPANIES_HOUSE_API_KEY: 'companies-house-key',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
};

function refusal(env: Record<string, string | undefined>): string {
  try {
    parseEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted the environment');
}

test('production with real-looking providers starts', () => {
  expect(parseEnv(real).NODE_ENV).toBe('production');
});

test.each([
  ['APP_KEY', { APP_KEY: undefined }, 'APP_KEY: required in production'],
  ['APP_KEY', { APP_KEY: DEVELOPMENT_APP_KEY }, 'APP_KEY: the development key from the source code is public; set a secret of your own'],
  ['APP_URL', { APP_URL: undefined }, 'APP_URL: required in production'],
  ['SMTP_URL', { SMTP_URL: undefined }, 'SMTP_URL: not set, so e-mail would only reach the local outbox'],
  [
    'SMS_API_URL',
    { SMS_API_URL: undefined, SMS_API_KEY: undefined },
    'SMS_API_URL: not set (nor the TWILIO_ settings), so text messages would only reach the local outbox',
  ],
  [
    'STRIPE_SECRET_KEY',
    { STRIPE_SECRET_KEY: undefined },
    'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: not both set, so cards would go to the local test card provider',
  ],
  ['STRIPE_PUBLISHABLE_KEY', { STRIPE_PUBLISHABLE_KEY: undefined }, 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: not both set'],
  [
    'COMPANIES_HOUSE_API_KEY',
    { COMPANIES_HOUSE_API_KEY: undefined },
    'COMPANIES_HOUSE_API_KEY: not set, so company numbers would be checked against the local stand-in register',
  ],
  ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: undefined }, 'STRIPE_WEBHOOK_SECRET: not set with STRIPE_SECRET_KEY, so ID checks'],
])('production without a real %s refuses, naming it', (_name, change, expected) => {
  const message = refusal({ ...real, ...change });
  expect(message).toContain(expected);
  expect(message.split('\n')).toHaveLength(2);
});

test('production texting through Twilio needs no SMS_API_URL', () => {
  const twilio = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_MESSAGING_SERVICE_SID: 'MG123' };
  const env = parseEnv({ ...real, SMS_API_URL: undefined, SMS_API_KEY: undefined, ...twilio });

  expect(startupSummary(env)).toContain('SMS by Twilio');
});

test('every problem is named at once', () => {
  const message = refusal({ NODE_ENV: 'production', APP_KEY: DEVELOPMENT_APP_KEY });
  expect(message.split('\n').map((line) => line.trim().split(':')[0])).toEqual([
    'Invalid environment',
    'APP_KEY',
    'APP_URL',
    'SMTP_URL',
    'SMS_API_URL',
    'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY',
    'COMPANIES_HOUSE_API_KEY',
  ]);
});

test('ALLOW_LOCAL_PROVIDERS=1 allows the local outbox and test cards, never the development key', () => {
  const local = { NODE_ENV: 'production', APP_KEY: real.APP_KEY, APP_URL: real.APP_URL, ALLOW_LOCAL_PROVIDERS: '1' };
  expect(parseEnv(local).ALLOW_LOCAL_PROVIDERS).toBe(true);
  expect(refusal({ ...local, APP_KEY: DEVELOPMENT_APP_KEY })).toContain('APP_KEY: the development key');
});

test('production with BENCH_EMPTY_ROUTE=1 refuses, naming it, unless ALLOW_BENCH_ROUTES=1 says it is a benchmark', () => {
  const message = refusal({ ...real, BENCH_EMPTY_ROUTE: '1' });
  expect(message).toContain('BENCH_EMPTY_ROUTE: it serves /bench/empty and /bench/slow');
  expect(message.split('\n')).toHaveLength(2);
  expect(parseEnv({ ...real, BENCH_EMPTY_ROUTE: '1', ALLOW_BENCH_ROUTES: '1' }).BENCH_EMPTY_ROUTE).toBe(true);
  expect(parseEnv({ ...real, BENCH_EMPTY_ROUTE: '0' }).BENCH_EMPTY_ROUTE).toBe(false);
});

test.each(['0.0.0.0', '::', '10.0.0.5', 'metrics.internal'])(
  'production with METRICS_PORT on %s and no METRICS_TOKEN refuses, naming METRICS_HOST',
  (host) => {
    const message = refusal({ ...real, METRICS_PORT: '9464', METRICS_HOST: host });
    expect(message).toContain(`METRICS_HOST: METRICS_PORT's listener on ${host} would serve /metrics to anyone on the network`);
    expect(message.split('\n')).toHaveLength(2);
  },
);

test.each([
  ['on loopback', { METRICS_PORT: '9464' }],
  ['on 127.0.0.2', { METRICS_PORT: '9464', METRICS_HOST: '127.0.0.2' }],
  ['on ::1', { METRICS_PORT: '9464', METRICS_HOST: '::1' }],
  ['on localhost', { METRICS_PORT: '9464', METRICS_HOST: 'localhost' }],
  ['on 0.0.0.0 with a token', { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-scraper-token-of-16+' }],
  ['on the app port with a token', { METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-scraper-token-of-16+' }],
])('production serving the metrics %s starts', (_case, change) => {
  expect(parseEnv({ ...real, ...change }).NODE_ENV).toBe('production');
});

test('outside production the benchmark routes and an open metrics listener are allowed', () => {
  const env = parseEnv({ BENCH_EMPTY_ROUTE: '1', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
  expect([env.BENCH_EMPTY_ROUTE, env.METRICS_HOST]).toEqual([true, '0.0.0.0']);
});

test('development and test need none of it', () => {
  expect(parseEnv({}).NODE_ENV).toBe('development');
  expect(parseEnv({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
});

test('the first line names the mode, the database and each provider', () => {
  expect(startupSummary(parseEnv({ DATA_DIR: './data' }))).toBe(
    'Tradespace starting in development mode: embedded database in ./data, e-mail to the local outbox only, ' +
      'SMS to the local outbox only, local test cards, the local company register, local ID check stand-in, dev routes on loopback only',
  );
  expect(startupSummary(parseEnv({ ...real, DATABASE_URL: 'postgres://db.example/tradespace' }))).toBe(
    'Tradespace starting in production mode: PostgreSQL, e-mail by SMTP, SMS by the HTTP gateway, Stripe cards, Companies House, ' +
      'Stripe Identity, no dev routes',
  );
});

// started as a person starts it (embedded database, no DATABASE_URL) whichever database the suite uses: once, in the
// embedded run
describe.skipIf(Boolean(process.env.DATABASE_URL))('the real server entry (server/src/server.ts)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tradespace-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The environment of a person starting it on this machine: no test database, no Redis. */
  function startEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
    const { DATABASE_URL: _database, REDIS_URL: _redis, NODE_ENV: _mode, ...env } = process.env;
    return { ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...extra };
  }

  test('in production with the local stand-ins it exits with 1 and names each problem, without a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      env: startEnv({ NODE_ENV: 'production', APP_KEY: DEVELOPMENT_APP_KEY, APP_URL: 'https://tradespace.example' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^Tradespace cannot start\. Invalid environment:\n/);
    for (const name of ['APP_KEY: the development key', 'SMTP_URL:', 'SMS_API_URL:', 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY:']) {
      expect(result.stderr).toContain(name);
    }
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  test('in development its first log line says so, before anything else is logged', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      env: startEnv({ NODE_ENV: 'development' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    try {
      const firstLine = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no log line in 60 s:\n${output}`)), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (!output.includes('\n')) return;
          clearTimeout(timer);
          resolve(output.slice(0, output.indexOf('\n')));
        });
        child.once('exit', (code) => reject(new Error(`the server exited (${code}) before logging`)));
      });
      expect(JSON.parse(firstLine)).toMatchObject({
        level: 30,
        msg:
          `Tradespace starting in development mode: embedded database in ${dataDir}, e-mail to the local outbox only, ` +
          'SMS to the local outbox only, local test cards, the local company register, local ID check stand-in, dev routes on loopback only',
      });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
