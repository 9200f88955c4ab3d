import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
});

afterAll(async () => {
  await testApp.close();
});

test('the health check answers 200 with status ok once migrations have run', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

test('the health check is never rate limited, so a load balancer can poll it', async () => {
  const statuses: number[] = [];
  for (let call = 0; call < 5; call += 1) {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.20.0.1' });
    statuses.push(response.statusCode);
  }

  expect(statuses).toEqual([200, 200, 200, 200, 200]);
});
