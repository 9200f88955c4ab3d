import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { createThrowawayDatabase } from '../test/throwaway-database';
import { appProcess, type AppProcess } from './app-process';
import { freePort } from './child-process';
import { clusterEnv, CREATE_BUCKET_COMMAND, type ClusterPlace } from './cluster-env';
import { startRedisStore, type RedisStore } from './redis-store';
import { startS3Store, type S3Store } from './s3-store';

/**
 * N app processes from the production build on one throwaway PostgreSQL database, one Redis and one
 * S3-compatible store (s3rver), each service a process of its own reached over TCP, as in compose.yaml.
 */
export interface Cluster {
  apps: AppProcess[];
  s3: S3Store;
  redis: RedisStore;
  /** The throwaway database, for checking what the processes wrote. */
  database: pg.Pool;
  /** The environment each process was started with. */
  envOf: (app: AppProcess) => Record<string, string>;
  /** Stops every process and drops the database; safe to call twice, and after a failed start. */
  stop: () => Promise<void>;
}

export async function startCluster(options: { processes: number; postgresUrl: string }): Promise<Cluster> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    // the app processes first, then what they use; each step runs even when one before it failed
    for (const step of stops.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    const throwaway = await createThrowawayDatabase(options.postgresUrl);
    stops.push(() => throwaway.drop());
    const redis = await startRedisStore();
    stops.push(() => redis.stop());
    const s3 = await startS3Store();
    stops.push(() => s3.stop());
    const database = new pg.Pool({ connectionString: throwaway.url, max: 4 });
    stops.push(() => database.end());

    const ports = await distinctFreePorts(options.processes);
    const appKey = `cluster-test-key-${randomBytes(16).toString('hex')}`;
    const placeOf = (port: number): ClusterPlace => ({
      host: '127.0.0.1',
      port,
      databaseUrl: throwaway.url,
      redisUrl: redis.url,
      s3Endpoint: s3.endpoint,
      s3AccessKeyId: s3.accessKeyId,
      s3SecretAccessKey: s3.secretAccessKey,
      // the harness is its own balancer, so the first process stands for the public address
      appUrl: `http://127.0.0.1:${ports[0]}`,
      appKey,
    });
    const envs = new Map<AppProcess, Record<string, string>>();
    const apps = ports.map((port, index) => {
      const env = clusterEnv(placeOf(port), 'one-client-address');
      const app = appProcess(`app${index + 1}`, env);
      envs.set(app, env);
      return app;
    });
    createBucket(clusterEnv(placeOf(ports[0] ?? 0), 'one-client-address'));
    stops.push(async () => void (await Promise.all(apps.map((app) => app.stop()))));
    // all at once, as compose starts its replicas: they take turns migrating and seeding (decision 069)
    await Promise.all(apps.map((app) => app.start()));
    return { apps, s3, redis, database, envOf: (app) => envs.get(app) ?? {}, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs compose's bucket one-shot with the app's environment; throws with its output when it fails. */
function createBucket(env: Record<string, string>): void {
  const [, script = ''] = CREATE_BUCKET_COMMAND;
  const run = spawnSync(process.execPath, [script], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 70_000 });
  if (run.status !== 0) throw new Error(`${CREATE_BUCKET_COMMAND.join(' ')} failed:\n${run.stdout}${run.stderr}`);
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}
