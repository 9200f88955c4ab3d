import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { parseEnv } from '../src/env';
import { SESSION_COOKIE, XSRF_COOKIE } from '../src/plugins/sessions';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  seedJobs?: boolean;
  /** Another test app's database: a second app with other env costs no second database. */
  database?: DatabaseHandle;
  /** Test-only routes, registered after the app's own and before it is ready. */
  routes?: (app: FastifyInstance) => void;
}

/**
 * The env a production app needs beyond NODE_ENV; spread it into createTestApp's env. The tests run the local
 * outbox and test cards on purpose, so they say so (decision 062).
 */
export const productionEnv = {
  NODE_ENV: 'production',
  APP_KEY: 'test-only-app-key-of-at-least-32-chars',
  APP_URL: 'https://tradespace.test',
  ALLOW_LOCAL_PROVIDERS: '1',
} as const;

/** The real app on its own fresh database, built without listening; env overrides per test file. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(options));
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', WEB_DIST_DIR: './dist/web', ...env }),
    database,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Every per-address and per-hour limit lifted, for tests of bursts sent from one test address: the burst reaches
 * the check under test (one code, one account per phone) instead of a limit.
 */
export const LIMITS_LIFTED = {
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_LIMIT_PER_10_MINUTES: '100000',
  CAPTCHA_AFTER_ATTEMPTS: '100000',
  // tries are counted before the password is checked (decision 104): parallel sign-ins hold counts too
  CAPTCHA_LOGIN_AFTER_FAILURES: '100000',
  CAPTCHA_STAFF_AFTER_FAILURES: '100000',
  CAPTCHA_AFTER_SMS_SENDS: '100000',
  EMAIL_TAKEN_ANSWERS_PER_HOUR: '100000',
  WRONG_PASSWORDS_PER_ACCOUNT_PER_HOUR: '100000',
  SMS_PER_ADDRESS_PER_HOUR: '100000',
  SMS_HOURLY_BUDGET: '100000',
  EMAILS_PER_ADDRESS_PER_HOUR: '100000',
  EMAILS_PER_ACCOUNT_PER_HOUR: '100000',
  SMS_PER_RANGE_PER_HOUR: '100000',
};

/**
 * The test file's app: built before its tests (beforeAll) and closed after them (afterAll). Call it at the top
 * of the file, before hooks that use the app; its `app` and `database` are there from the first hook on.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const ready = (): TestApp => {
    if (!current) throw new Error('The test app is built in beforeAll: use it in hooks and tests, not while the file loads');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    close: () => ready().close(),
  };
}

/** A browser-like visitor: keeps cookies, sends the XHR and CSRF headers on API calls. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  /** `remoteAddress` is the client IP the rate limiter keys by; give each visitor its own to keep counts apart. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  /** Loads a setup page, as a browser would, to get the session and XSRF-TOKEN cookies. */
  async open(url = '/tradespeople-setup/lead/location'): Promise<LightMyRequestResponse> {
    return this.request('GET', url, undefined, { accept: 'text/html' });
  }

  get csrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE);
  }

  get hasSession(): boolean {
    return this.cookies.has(SESSION_COOKIE);
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.request('GET', url, undefined, { 'x-requested-with': 'XMLHttpRequest', ...headers });
  }

  async post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const csrf = this.csrfToken;
    return this.request('POST', url, payload, {
      'x-requested-with': 'XMLHttpRequest',
      ...(csrf ? { 'x-xsrf-token': csrf } : {}),
      ...headers,
    });
  }

  async request(method: 'GET' | 'POST', url: string, payload: unknown, headers: Record<string, string>) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as string | object }),
    });
    for (const set of response.cookies) {
      if (set.maxAge === 0 || set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }
}
