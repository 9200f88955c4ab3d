import { connectRedis, firstConnection, orFallback } from './redis-client';
import { startRedisServer } from '#server-test/redis-server';

function fakeLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push({ level: 'warn', details, message }),
    info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
  };
}

test('an unreachable Redis is reported once in the app log, with what it was for, however often it retries', async () => {
  const log = fakeLog();
  // nothing listens on port 1
  const redis = connectRedis('redis://127.0.0.1:1', { purpose: 'rate limits', fallback: 'memory' }, log, { retryStrategy: () => 20 });
  try {
    await vi.waitFor(() => expect(log.lines).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.lines).toEqual([
      {
        level: 'warn',
        details: { purpose: 'rate limits', err: { message: expect.stringContaining('ECONNREFUSED') } },
        message: 'Redis unreachable for rate limits: falling back to memory',
      },
    ]);
  } finally {
    redis.disconnect();
  }
});

test('a reachable Redis logs nothing and answers', async () => {
  const log = fakeLog();
  const redis = connectRedis('redis://127.0.0.1:6379', { purpose: 'captcha state', fallback: 'memory' }, log);
  try {
    await firstConnection(redis);
    expect(await redis.ping()).toBe('PONG');
    expect(log.lines).toEqual([]);
  } finally {
    redis.disconnect();
  }
});

test('an outage and the recovery are one line each, and commands meanwhile fail at once instead of waiting', async () => {
  const server = await startRedisServer();
  const log = fakeLog();
  const redis = connectRedis(server.url, { purpose: 'captcha state', fallback: 'memory' }, log);
  try {
    await firstConnection(redis);
    await server.stop();
    await vi.waitFor(() => expect(log.lines).toHaveLength(1));
    const started = performance.now();
    const fellBack = await orFallback(
      redis,
      async () => 'redis',
      () => 'memory',
    );
    const waited = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 300));

    await server.start();
    await vi.waitFor(() => expect(log.lines).toHaveLength(2), { timeout: 5_000 });

    expect(fellBack).toBe('memory');
    expect(waited).toBeLessThan(50);
    expect(log.lines.map((line) => `${line.level}: ${line.message}`)).toEqual([
      'warn: Redis unreachable for captcha state: falling back to memory',
      'info: Redis reachable again for captcha state',
    ]);
  } finally {
    redis.disconnect();
    await server.stop();
  }
});
