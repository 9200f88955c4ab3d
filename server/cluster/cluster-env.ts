// The one description of how an app process of a multi-process deployment is started: the command and the
// environment. The CI harness (server/cluster/cluster.ts) and compose.yaml both follow it; compose.test.ts checks
// that compose.yaml still does (decision 073).

/** Where one app process finds the shared services, and the secrets: the only values that differ between places. */
export interface ClusterPlace {
  /** Address and port this process listens on. */
  host: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** The S3-compatible store's endpoint (path-style requests). */
  s3Endpoint: string;
  s3AccessKeyId: string;
  s3SecretAccessKey: string;
  /** Where links in e-mails point: the load balancer's public address. */
  appUrl: string;
  appKey: string;
}

/**
 * How visitors reach the processes. `load-balancer`: through one reverse proxy that names the visitor in
 * X-Forwarded-For, so per-visitor limits apply as they are. `one-client-address`: every request comes from
 * 127.0.0.1 (the CI harness, which is its own balancer), so per-address limits are raised out of the way.
 */
export type ClusterFront = 'load-balancer' | 'one-client-address';

/** The bucket the images go to. */
export const CLUSTER_BUCKET = 'tradespace-images';

/**
 * V8's heap sized for a web process (decision 090): a young generation of 4 MB a half instead of 16, and an old
 * generation capped at 256 MB, which V8 also reads as a hint to collect sooner; the live heap under load is ~60 MB.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=256'];

/** The command that starts one app process from the production build (also the Dockerfile's CMD and `npm start`'s). */
export function appCommand(buildDir = 'dist'): string[] {
  return ['node', ...SERVER_NODE_FLAGS, `${buildDir}/server/server.js`];
}

/** The one-shot that creates the image bucket when it is missing (compose runs it before the app). */
export const CREATE_BUCKET_COMMAND = ['node', 'deploy/create-bucket.mjs'];

const RAISED = '1000000';

/**
 * Per-address limits raised when every visitor shares one address, as scripts/e2e-server.mjs does: the
 * limiters and captcha counters still run (and are shared through Redis), they just never trip.
 */
export const ONE_ADDRESS_LIMITS: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: RAISED,
  TRACKING_LIMIT_PER_MINUTE: RAISED,
  AUTH_LIMIT_PER_10_MINUTES: RAISED,
  ADDRESS_LOOKUPS_PER_MINUTE: RAISED,
  UPLOADS_PER_MINUTE: RAISED,
  CAPTCHA_AFTER_ATTEMPTS: RAISED,
  CAPTCHA_AFTER_SMS_SENDS: RAISED,
  SMS_PER_ADDRESS_PER_HOUR: RAISED,
  SMS_HOURLY_BUDGET: RAISED,
  EMAIL_TAKEN_ANSWERS_PER_HOUR: RAISED,
  TICKETS_PER_ADDRESS_PER_HOUR: RAISED,
};

/** The environment of one app process: production, on PostgreSQL, Redis and an S3-compatible bucket. */
export function clusterEnv(place: ClusterPlace, front: ClusterFront): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: place.host,
    PORT: String(place.port),
    DATABASE_URL: place.databaseUrl,
    // rate limits, captcha state and read-cache invalidation shared by every process (decision 051)
    REDIS_URL: place.redisUrl,
    READ_CACHE: 'on',
    APP_URL: place.appUrl,
    APP_KEY: place.appKey,
    // e-mail and SMS to the outbox table, cards to the local test provider: a staging copy. A real deployment
    // sets SMTP_URL, SMS_API_URL and the Stripe keys and drops this (decision 062).
    ALLOW_LOCAL_PROVIDERS: '1',
    S3_BUCKET: CLUSTER_BUCKET,
    S3_ENDPOINT: place.s3Endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: place.s3AccessKeyId,
    S3_SECRET_ACCESS_KEY: place.s3SecretAccessKey,
    // the demo homeowner jobs are seeded once, by whichever process migrates first (decision 069)
    SEED_JOBS: '1',
    TRUST_PROXY_HOPS: front === 'load-balancer' ? '1' : '0',
    ...(front === 'one-client-address' ? ONE_ADDRESS_LIMITS : {}),
  };
}
