import { join } from 'node:path';
import { z } from 'zod';
import { defaultFormOptions, formOptions } from '#common/app-config';
import { isLoopbackAddress } from './lib/loopback-client';

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

// Environment is parsed once at boot, by a schema; code reads env.X, never process.env.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Trust X-Forwarded-For from this many proxy hops (0: the app faces clients directly). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Sessions and user views kept in memory until the app writes to its database (decision 051).
   * Several app processes on one PostgreSQL learn of each other's writes through REDIS_URL; without
   * Redis they must run with `off`.
   */
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_BASE_URL: z.string().default(''),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  TRACKING_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Sign-ups and sign-ins allowed per client address in 10 minutes. */
  AUTH_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Postcode lookups per client address a minute (each may cost money with Ideal Postcodes). */
  ADDRESS_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SEED_JOBS: flag.default(true),
  FORM_OPTIONS: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return formOptions.partial().parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'FORM_OPTIONS must be a JSON object of form options' });
        return z.NEVER;
      }
    })
    .transform((partial) => ({ ...defaultFormOptions, ...partial })),
  REVIEWS_WIDGET_URL: z.string().url().optional(),
  /** JSON list of job-ad partners: [{"source":"jobsboard","pixelUrl":"https://…"}]. */
  JOB_AD_PARTNERS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return z.array(z.object({ source: z.string().min(1), pixelUrl: z.string().url() })).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'JOB_AD_PARTNERS must be a JSON list of {source, pixelUrl}' });
        return z.NEVER;
      }
    }),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  // messaging: SMTP when SMTP_URL is set, the HTTP SMS adapter when SMS_API_URL is set, else the local outbox only
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_FROM: z.string().optional(),
  // Twilio's Messages API instead of SMS_API_URL (decision 142): the account, and a sender or a Messaging Service
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  /** Another address for Twilio's API (tests and the E2E server point it at the local stand-in, /local-twilio). */
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** Secret for HMACs of one-time codes; required in production. */
  APP_KEY: z.string().min(32).optional(),
  /** The address links in e-mails point to; defaults to this machine's PORT outside production. */
  APP_URL: z.string().url().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Ask every client for a captcha on every guarded call (tests, or while under attack). */
  CAPTCHA_ALWAYS: flag.default(false),
  CAPTCHA_AFTER_ATTEMPTS: z.coerce.number().int().min(0).default(3),
  CAPTCHA_LOGIN_AFTER_FAILURES: z.coerce.number().int().min(0).default(5),
  /** Wrong back-office passwords per client address before the staff sign-in asks for a captcha (decision 104). */
  CAPTCHA_STAFF_AFTER_FAILURES: z.coerce.number().int().min(0).default(3),
  CAPTCHA_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  /** A captcha is asked for on SMS-sending calls once the address or number had this many texts in the last hour or two (decision 057). */
  CAPTCHA_AFTER_SMS_SENDS: z.coerce.number().int().min(0).default(1),
  /** Text messages the app may send in one clock hour, for everyone together; past it sending stops and staff are alerted (decision 056). */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(0).default(200),
  /** Text messages sent because of one client address in one clock hour (decision 056). */
  SMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Text messages to numbers sharing their first 8 digits (07700 900…) in one clock hour (decision 105). */
  SMS_PER_RANGE_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /** The part of SMS_HOURLY_BUDGET, in per cent, only sign-in codes to verified numbers may use (decision 105). */
  SMS_SIGN_IN_RESERVE_PERCENT: z.coerce.number().int().min(0).max(100).default(25),
  /**
   * Different e-mails a client address may have looked up by sign-up and the lead form in one clock hour, registered
   * or not ("The email address has already been taken." or going on); then 429 for every new one (decisions 058, 104).
   */
  EMAIL_TAKEN_ANSWERS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Password tries per typed e-mail in one clock hour, from any address, counted before the check and given back when right (decision 104). */
  WRONG_PASSWORDS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Support tickets sent from one client address in one clock hour; then 429 (decision 067). Five an hour per e-mail address is fixed. */
  TICKETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** E-mails to one e-mail address in one clock hour, any sender, any account (decision 103). */
  EMAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** E-mails for one account in one clock hour, whatever its address (decision 103). */
  EMAILS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(0).default(20),
  IDEAL_POSTCODES_API_KEY: z.string().min(1).optional(),
  IDEAL_POSTCODES_URL: z.string().url().default('https://api.ideal-postcodes.co.uk'),
  /** Companies House's Public Data API key; unset, company numbers are checked against the local stand-in register (decision 133). */
  COMPANIES_HOUSE_API_KEY: z.string().min(1).optional(),
  /** Companies House's API address (tests point it at a local fake or the app's own stand-in). */
  COMPANIES_HOUSE_URL: z.string().url().default('https://api.company-information.service.gov.uk'),
  // uploads: a local folder by default (<DATA_DIR>/uploads), any S3-compatible bucket when S3_BUCKET is set
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Image uploads per client address a minute (each costs a re-encode). */
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Images decoded at once in each process; the others wait in a queue (decision 061). */
  IMAGE_DECODE_SLOTS: z.coerce.number().int().min(1).default(2),
  /** Uploads allowed to wait for a decoding slot per process; one more is answered 503. */
  IMAGE_DECODE_QUEUE_LIMIT: z.coerce.number().int().min(0).default(20),
  /** How long an upload may wait for a decoding slot before it is answered 503. */
  IMAGE_DECODE_WAIT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Requests for stored images per client address a minute: a gallery page shows many at once. */
  MEDIA_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  // cards: the local test-mode provider by default, Stripe when both keys are set (decision 028)
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /**
   * The signing secret of the Stripe webhook endpoint (`/webhooks/stripe`); with STRIPE_SECRET_KEY it makes the ID check
   * Stripe Identity, else the local stand-in signs with it (or with a key derived from APP_KEY) (decision 137).
   */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another address for Stripe's API (tests point it at a local fake). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Serve `GET /bench/empty`, the benchmark's baseline route (bench/, decision 043), and `GET /bench/slow` (decision 072); never in a deployment. */
  BENCH_EMPTY_ROUTE: flag.default(false),
  /** Let production start with BENCH_EMPTY_ROUTE=1: only the benchmark's own runs of the built server (decision 106). */
  ALLOW_BENCH_ROUTES: flag.default(false),
  /** Answer the development routes (/dev/*) to any client, not only loopback ones; never in production (decision 062). */
  DEV_ROUTES: flag.default(false),
  /** Let production run with the local outbox or the local test cards (a staging copy, a test of the build). */
  ALLOW_LOCAL_PROVIDERS: flag.default(false),
  /** Serve GET /metrics to a scraper sending `Authorization: Bearer <this>` (decision 075); off when unset. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Serve /metrics on a listener of its own at this port (and not on PORT); off when unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the METRICS_PORT listener binds to. */
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (README's table and .env.example list each one; env.test.ts checks). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const problems = productionProblems(result.data);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return result.data;
}

const DEVELOPMENT_APP_KEY = 'tradespace-development-key-not-for-production-use';

/**
 * What stops production from starting (decision 062): no APP_KEY or APP_URL, the development key from
 * this source, routes only a benchmark or a private network should reach (decision 106), or a local
 * stand-in for e-mail, SMS, cards or the company register unless ALLOW_LOCAL_PROVIDERS says so.
 */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.APP_KEY) problems.push('APP_KEY: required in production');
  else if (env.APP_KEY === DEVELOPMENT_APP_KEY)
    problems.push('APP_KEY: the development key from the source code is public; set a secret of your own');
  if (!env.APP_URL) problems.push('APP_URL: required in production');
  problems.push(...exposedRouteProblems(env));
  if (env.ALLOW_LOCAL_PROVIDERS) return problems;
  const allow = 'or set ALLOW_LOCAL_PROVIDERS=1 to run with it on purpose';
  if (!env.SMTP_URL) problems.push(`SMTP_URL: not set, so e-mail would only reach the local outbox; set it, ${allow}`);
  if (!env.SMS_API_URL && !usesTwilio(env))
    problems.push(`SMS_API_URL: not set (nor the TWILIO_ settings), so text messages would only reach the local outbox; set one, ${allow}`);
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) {
    problems.push(
      `STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: not both set, so cards would go to the local test card provider; set them, ${allow}`,
    );
  }
  if (!env.COMPANIES_HOUSE_API_KEY) {
    problems.push(
      `COMPANIES_HOUSE_API_KEY: not set, so company numbers would be checked against the local stand-in register; set it, ${allow}`,
    );
  }
  // without the secret key the card problem above already stops the start
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      `STRIPE_WEBHOOK_SECRET: not set with STRIPE_SECRET_KEY, so ID checks would go to the local stand-in, where anyone passes; set it, ${allow}`,
    );
  }
  return problems;
}

/** A host name or address that only this machine can reach. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}

/** Production settings that would open a benchmark route or the metrics to anyone who reaches the server (decision 106). */
function exposedRouteProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.BENCH_EMPTY_ROUTE && !env.ALLOW_BENCH_ROUTES) {
    problems.push(
      'BENCH_EMPTY_ROUTE: it serves /bench/empty and /bench/slow (a reply held open as long as the caller asks) to anyone; ' +
        'unset it in a deployment, or set ALLOW_BENCH_ROUTES=1 for a benchmark of the production build',
    );
  }
  if (env.METRICS_PORT !== undefined && !env.METRICS_TOKEN && !isLoopbackHost(env.METRICS_HOST)) {
    problems.push(
      `METRICS_HOST: METRICS_PORT's listener on ${env.METRICS_HOST} would serve /metrics to anyone on the network without a token; ` +
        'set METRICS_TOKEN, or bind METRICS_HOST to 127.0.0.1',
    );
  }
  return problems;
}

/** The first line `npm start` logs: the mode, the database and the providers, so nobody runs development by mistake. */
export function startupSummary(env: Env): string {
  const database = env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.DATA_DIR}`;
  const email = env.SMTP_URL ? 'e-mail by SMTP' : 'e-mail to the local outbox only';
  const sms = usesTwilio(env) ? 'SMS by Twilio' : env.SMS_API_URL ? 'SMS by the HTTP gateway' : 'SMS to the local outbox only';
  const cards = env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY ? 'Stripe cards' : 'local test cards';
  const register = env.COMPANIES_HOUSE_API_KEY ? 'Companies House' : 'the local company register';
  const identity = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? 'Stripe Identity' : 'local ID check stand-in';
  const devRoutes = isProduction(env)
    ? 'no dev routes'
    : env.DEV_ROUTES
      ? 'dev routes open to every client (DEV_ROUTES=1)'
      : 'dev routes on loopback only';
  return `Tradespace starting in ${env.NODE_ENV} mode: ${database}, ${email}, ${sms}, ${cards}, ${register}, ${identity}, ${devRoutes}`;
}

/** Texts go through Twilio: its account sid and auth token, and a sender or a Messaging Service. */
export function usesTwilio(env: Env): boolean {
  return !!env.TWILIO_ACCOUNT_SID && !!env.TWILIO_AUTH_TOKEN && !!(env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID);
}

/** Where the local storage keeps uploads (the backups read it too): UPLOADS_DIR, else `<DATA_DIR>/uploads`; null for a throw-away database (`memory://`): a temporary folder. */
export function localUploadsDir(env: Env): string | null {
  if (env.UPLOADS_DIR) return env.UPLOADS_DIR;
  return env.DATA_DIR.startsWith('memory://') ? null : join(env.DATA_DIR, 'uploads');
}

export function appKey(env: Env): string {
  return env.APP_KEY ?? DEVELOPMENT_APP_KEY;
}

export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

export function isProduction(env: Env): boolean {
  return env.NODE_ENV === 'production';
}
