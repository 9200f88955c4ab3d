import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../src/env';
import { appCommand, clusterEnv, CLUSTER_BUCKET, CREATE_BUCKET_COMMAND, ONE_ADDRESS_LIMITS, type ClusterPlace } from './cluster-env';

// Containers cannot run on the CI machines, so compose.yaml is checked against the harness instead: its app
// services start the command the harness starts, with the environment the harness's clusterEnv() gives for
// compose's addresses and secrets (decision 073).

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const nginx = readFileSync('deploy/nginx.conf', 'utf8');
const dockerfile = readFileSync('Dockerfile', 'utf8');

/** Where compose's services are, and its secrets as the placeholders compose fills in from the shell. */
const COMPOSE_PLACE: ClusterPlace = {
  host: '0.0.0.0',
  port: 3000,
  databaseUrl: 'postgres://tradespace:${POSTGRES_PASSWORD:-tradespace}@postgres:5432/tradespace',
  redisUrl: 'redis://redis:6379',
  s3Endpoint: 'http://minio:9000',
  s3AccessKeyId: '${S3_ACCESS_KEY_ID:-tradespace}',
  s3SecretAccessKey: '${S3_SECRET_ACCESS_KEY:-tradespace-minio-secret}',
  appUrl: '${APP_URL:-http://localhost:8080}',
  appKey: '${APP_KEY:?Set APP_KEY to a secret of 32 or more characters}',
};

/** Where the harness's are (cluster.ts): loopback ports, a throwaway database, s3rver's keys, a key per run. */
const HARNESS_PLACE: ClusterPlace = {
  host: '127.0.0.1',
  port: 41001,
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/tradespace_test_0a1b2c',
  redisUrl: 'redis://127.0.0.1:41002',
  s3Endpoint: 'http://127.0.0.1:41003',
  s3AccessKeyId: 'S3RVER',
  s3SecretAccessKey: 'S3RVER',
  appUrl: 'http://127.0.0.1:41001',
  appKey: 'cluster-test-key-0123456789abcdef0123456789abcdef',
};

const asStrings = (environment: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value)]));
const appServices = Object.keys(services).filter((name) => JSON.stringify(services[name]?.command) === JSON.stringify(appCommand()));

describe('compose.yaml runs what the CI harness runs', () => {
  test('two app services start the harness’s command, built from the Dockerfile', () => {
    expect(appServices).toEqual(['app1', 'app2']);
    for (const name of appServices) expect(services[name]).toMatchObject({ build: '.', command: appCommand() });
  });

  test('each app service’s environment is clusterEnv() for compose’s addresses behind the load balancer', () => {
    const expected = clusterEnv(COMPOSE_PLACE, 'load-balancer');
    for (const name of appServices) expect(asStrings(services[name]?.environment)).toEqual(expected);
    // every name is one the server reads: a misspelt variable would be ignored without a word
    expect(Object.keys(expected).filter((name) => !(ENV_VARIABLES as string[]).includes(name))).toEqual([]);
  });

  test('the harness differs only in addresses, secrets and the limits of one shared client address', () => {
    const harness = clusterEnv(HARNESS_PLACE, 'one-client-address');
    const composed = asStrings(services.app1?.environment);
    const differing = Object.keys({ ...harness, ...composed }).filter((name) => harness[name] !== composed[name]);
    expect(differing.sort()).toEqual(
      [
        'HOST',
        'PORT',
        'DATABASE_URL',
        'REDIS_URL',
        'APP_URL',
        'APP_KEY',
        'S3_ENDPOINT',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        // compose's visitors come through nginx, each with an address of their own; the harness's all from 127.0.0.1
        'TRUST_PROXY_HOPS',
        ...Object.keys(ONE_ADDRESS_LIMITS),
      ].sort(),
    );
  });

  test('the bucket one-shot runs the harness’s bucket command with the app’s environment, before any app starts', () => {
    expect(services['create-bucket']).toMatchObject({ command: CREATE_BUCKET_COMMAND, build: '.' });
    expect(asStrings(services['create-bucket']?.environment)).toEqual(clusterEnv(COMPOSE_PLACE, 'load-balancer'));
    expect(asStrings(services['create-bucket']?.environment).S3_BUCKET).toBe(CLUSTER_BUCKET);
    for (const name of appServices) {
      expect(services[name]?.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'create-bucket': { condition: 'service_completed_successfully' },
      });
    }
  });

  test('PostgreSQL 15, Redis 7 and the S3 store are the services the app’s addresses name', () => {
    expect(services.postgres?.image).toMatch(/^postgres:15/);
    expect(services.redis?.image).toMatch(/^redis:7/);
    expect(services.minio?.image).toMatch(/minio\/minio/);
    expect(asStrings(services.postgres?.environment)).toMatchObject({
      POSTGRES_USER: 'tradespace',
      POSTGRES_PASSWORD: '${POSTGRES_PASSWORD:-tradespace}',
      POSTGRES_DB: 'tradespace',
    });
    expect(asStrings(services.minio?.environment)).toEqual({
      MINIO_ROOT_USER: COMPOSE_PLACE.s3AccessKeyId,
      MINIO_ROOT_PASSWORD: COMPOSE_PLACE.s3SecretAccessKey,
    });
  });

  test('the load balancer round-robins over exactly the app services, on their port, as the one trusted hop', () => {
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(upstreams).toEqual(appServices.map((name) => `${name}:${COMPOSE_PLACE.port}`));
    // no balancing directive (least_conn, ip_hash, hash…): nginx's default is round-robin
    expect(nginx).not.toMatch(/least_conn|ip_hash|^\s*hash\s|random/m);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(clusterEnv(COMPOSE_PLACE, 'load-balancer').TRUST_PROXY_HOPS).toBe('1');
    expect(services.lb?.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
  });
});

describe('the Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  test('builds in one stage and runs in another, with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(runtime).not.toMatch(/npm run build|COPY \. \./);
  });

  test('runs the harness’s command as a user other than root, with a health check on /healthz', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1] ?? '[]';
    expect(JSON.parse(cmd)).toEqual(appCommand());
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(runtime).toContain(`COPY deploy/create-bucket.mjs ./${CREATE_BUCKET_COMMAND[1]}`);
  });

  test('`npm start` runs the same command after the build, heap settings included (decision 090)', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(start).toBe(`npm run build && ${appCommand().join(' ')}`);
  });
});
