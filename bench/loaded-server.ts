import { createBenchDatabase, prepareBenchDatabase, type BenchDatabaseKind } from './bench-database';
import { seedBenchFixtures, type BenchFixtures } from './bench-seed';
import { addRandomJobs } from './bulk-jobs';
import { benchPort, startBuiltServer, type BuiltServer } from './built-server';

/** About as many homeowner jobs as the demo seed keeps (decision 014), inserted in SQL in a second or two. */
export const DEMO_JOBS = 100_000;

/**
 * Runs `measure` against the built server on a new database of `kind` holding the demo's size of jobs and the
 * bench's fixtures (one visitor per connection); the server and the database are gone afterwards.
 */
export async function withLoadedServer<T>(
  kind: BenchDatabaseKind,
  options: { portOffset: number; visitors: number },
  measure: (server: BuiltServer, fixtures: BenchFixtures) => Promise<T>,
): Promise<T> {
  const database = await createBenchDatabase(kind);
  try {
    const handle = await prepareBenchDatabase(await database.open(), { demoJobs: false });
    await addRandomJobs(handle.db, DEMO_JOBS);
    const fixtures = await seedBenchFixtures(handle.db, options.visitors);
    await handle.close();
    const server = await startBuiltServer(database, await benchPort(options.portOffset));
    try {
      return await measure(server, fixtures);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
