import { createServer } from 'node:net';
import { useTestApp, createTestApp } from '#server-test/test-app';

const testApp = useTestApp({ RATE_LIMIT_PER_MINUTE: '2' });

test('the liveness check answers 200 with status ok', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

test('the readiness check answers 200 when the database answers, with Redis off when none is set', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off' });
});

test('neither check is rate limited, so a load balancer can poll them', async () => {
  const statuses: number[] = [];
  for (let call = 0; call < 5; call += 1) {
    for (const url of ['/healthz', '/readyz']) {
      const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: '10.20.0.1' });
      statuses.push(response.statusCode);
    }
  }

  expect(new Set(statuses)).toEqual(new Set([200]));
});

test('while Redis is down the process stays ready but says degraded, since the app serves on with its fallbacks', async () => {
  const unused = createServer();
  await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
  const port = (unused.address() as { port: number }).port;
  await new Promise<void>((resolve) => unused.close(() => resolve()));
  const withRedisDown = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` }, { database: testApp.database });
  try {
    const response = await withRedisDown.app.inject({ method: 'GET', url: '/readyz' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
  } finally {
    await withRedisDown.close();
  }
});

test('once a stop has begun, readiness answers 503 stopping while liveness still answers 200', async () => {
  const stopping = await createTestApp({}, { database: testApp.database });
  try {
    stopping.app.stopping.begin();

    const ready = await stopping.app.inject({ method: 'GET', url: '/readyz' });
    const alive = await stopping.app.inject({ method: 'GET', url: '/healthz' });

    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'stopping', database: 'ok', redis: 'off' });
    expect(ready.headers.connection).toBe('close');
    expect(alive.statusCode).toBe(200);
  } finally {
    await stopping.close();
  }
});
