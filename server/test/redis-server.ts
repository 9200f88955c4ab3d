import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/** A redis-server child of the test on a free port, to stop and start at will (never the shared one on 6379). */
export interface RedisServer {
  readonly url: string;
  start: () => Promise<void>;
  /** SIGKILL, as a crash: no goodbye to the clients. */
  stop: () => Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 20, maxRetriesPerRequest: null });
      // refused until the server listens: retried, not reported
      probe.on('error', () => undefined);
      try {
        await probe.ping();
      } finally {
        probe.disconnect();
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      running.kill('SIGKILL');
      await once(running, 'exit');
    },
  };
  await server.start();
  return server;
}
