import { connectRedis } from './redis-client';

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
  const redis = connectRedis('redis://127.0.0.1:1', 'rate limits', log, { retryStrategy: () => 20 });
  try {
    await vi.waitFor(() => expect(log.lines).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.lines).toEqual([{ level: 'warn', details: { purpose: 'rate limits', err: { message: expect.stringContaining('ECONNREFUSED') } }, message: 'Redis unreachable' }]);
  } finally {
    redis.disconnect();
  }
});

test('a reachable Redis logs nothing and answers', async () => {
  const log = fakeLog();
  const redis = connectRedis('redis://127.0.0.1:6379', 'captcha state', log);
  try {
    expect(await redis.ping()).toBe('PONG');
    expect(log.lines).toEqual([]);
  } finally {
    redis.disconnect();
  }
});
