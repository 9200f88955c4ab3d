import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../server/cluster/cluster-env';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchDatabaseTarget } from './bench-database';

export interface BuiltServer {
  origin: string;
  /** The server process, for its memory (bench/memory.bench.ts). */
  pid: number;
  stop: () => Promise<void>;
}

/** Where `npm run bench` builds the app: its own folder, so a run never replaces anyone's dist/. */
export const benchBuildDir = process.env.BUILD_DIR ?? '.build-bench';

const LIMIT_OFF = '1000000000';

/**
 * Production settings with every per-client limit raised: the load comes from one address, and a
 * limiter answering 429 would measure the limiter. The limiters still run on every request.
 */
export function productionLikeEnv(origin: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    APP_KEY: 'bench-only-app-key-of-at-least-32-characters',
    APP_URL: origin,
    // the benchmark measures the app, not a mail server or Stripe: the local stand-ins, on purpose
    ALLOW_LOCAL_PROVIDERS: '1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    BENCH_EMPTY_ROUTE: '1',
    // production refuses the benchmark routes unless told that this is a benchmark (decision 106)
    ALLOW_BENCH_ROUTES: '1',
    // the benchmark loads its own jobs before the server starts; the demo seed would only slow the start
    SEED_JOBS: '0',
    RATE_LIMIT_PER_MINUTE: LIMIT_OFF,
    TRACKING_LIMIT_PER_MINUTE: LIMIT_OFF,
    AUTH_LIMIT_PER_10_MINUTES: LIMIT_OFF,
    ADDRESS_LOOKUPS_PER_MINUTE: LIMIT_OFF,
    CAPTCHA_AFTER_ATTEMPTS: LIMIT_OFF,
    // a burst's duplicate e-mails all come from one address: the per-address "already taken" limit would answer 429
    EMAIL_TAKEN_ANSWERS_PER_HOUR: LIMIT_OFF,
    CAPTCHA_AFTER_SMS_SENDS: LIMIT_OFF,
    SMS_PER_ADDRESS_PER_HOUR: LIMIT_OFF,
    SMS_HOURLY_BUDGET: LIMIT_OFF,
  };
}

/** BENCH_PORT, or a port that is free now. */
export async function benchPort(offset = 0): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT) + offset;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `<build>/server/server.js` on the database and waits until it answers its health check. */
export function startBuiltServer(database: BenchDatabaseTarget, port: number): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${port}`;
  return startServerProcess(
    [`${benchBuildDir}/server/server.js`],
    { ...productionLikeEnv(origin), WEB_DIST_DIR: `./${benchBuildDir}/web` },
    database,
    port,
  );
}

/** Starts bench/signup-floor-server.ts (a sign-up's floor: the hash and one insert) with the app's heap settings. */
export function startSignupFloorServer(database: BenchDatabaseTarget, port: number): Promise<BuiltServer> {
  return startServerProcess(['--import', 'tsx', 'bench/signup-floor-server.ts'], { NODE_ENV: 'production' }, database, port);
}

async function startServerProcess(
  args: string[],
  env: Record<string, string>,
  database: BenchDatabaseTarget,
  port: number,
): Promise<BuiltServer> {
  const origin = `http://127.0.0.1:${port}`;
  const logDir = mkdtempSync(join(tmpdir(), 'tradespace-bench-log-'));
  const logFile = join(logDir, 'server.log');
  const log = openSync(logFile, 'w');
  // the production command's own heap settings (decision 090): the bench measures what `npm start` runs
  // BENCH_SERVER_NODE_FLAGS adds Node flags of the measurer's own (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile)
  const extraFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, ...args], {
    env: { ...process.env, ...env, ...database.serverEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const failure = () => new Error(`the server (${args.join(' ')}) did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);

  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw failure();
    const ok = await fetch(`${origin}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 240) {
      child.kill('SIGKILL');
      throw failure();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      closeSync(log);
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}
