import pg from 'pg';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * A pg Pool whose checked-out clients survive their connection dying (a PostgreSQL restart, a failover):
 * - pg emits 'error' on a checked-out client whose socket closes; with no listener that is an uncaught
 *   exception and the process ends. Here the client listens while it is out.
 * - drizzle's `transaction()` sends `begin` outside its try/finally, so a connection lost during `begin`
 *   is never released and the pool loses that slot for good (after ten of them every request waits).
 *   Here a client whose connection is lost goes back to the pool at once (which discards it), and the
 *   caller's own `release()` later is a no-op.
 * `pool.query` (the callback form of `connect`) already handles both and is left alone.
 */
export class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const poolRelease = client.release.bind(client);
  let released = false;
  const lost = (error: Error) => client.release(error);
  client.on('error', lost);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    // from here the pool's own idle listener takes the client's errors
    client.removeListener('error', lost);
    poolRelease(error);
  };
  return client;
}
