import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort, startProcess, waitUntil, type StartedProcess } from './child-process';

/** A Redis of the harness's own (a redis-server child on a free port, nothing saved): no key meets another run's. */
export interface RedisStore {
  url: string;
  process: StartedProcess;
  stop: () => Promise<void>;
}

/** Whether `redis-server` can be run on this machine. */
export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** True when the Redis at 127.0.0.1:port answers PING. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startRedisStore(): Promise<RedisStore> {
  const port = await freePort();
  const redis = startProcess('redis-server', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  if (!(await waitUntil(() => answersPing(port), { timeoutMs: 10_000, giveUp: redis.hasEnded }))) {
    await redis.kill9();
    throw new Error(`redis-server did not start:\n${redis.output()}`);
  }
  return { url: `redis://127.0.0.1:${port}`, process: redis, stop: () => redis.stop() };
}
