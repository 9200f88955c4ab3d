import pg from 'pg';
import { redisServerInstalled } from './redis-store';

/** The PostgreSQL server the cluster's throwaway databases are made on (the same default as scripts/test-all.sh). */
export const clusterPostgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Why the multi-process tests cannot run on this machine (printed once, and the tests are skipped), or null
 * when they can. A missing build is no reason to skip: the tests fail and say to build.
 */
export async function clusterSkipReason(): Promise<string | null> {
  if (!(await postgresAnswers(clusterPostgresUrl))) {
    return `PostgreSQL at ${clusterPostgresUrl} does not answer (set TEST_POSTGRES_URL): the multi-process tests are skipped`;
  }
  if (!redisServerInstalled()) return 'redis-server is not installed: the multi-process tests are skipped';
  return null;
}
