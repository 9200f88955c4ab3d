import { createTestApp, productionEnv, type TestApp } from '#server-test/test-app';
import { BENCH_EMPTY_PATH } from './bench-empty';

let withFlag: TestApp;
let withoutFlag: TestApp;

beforeAll(async () => {
  withFlag = await createTestApp({ ...productionEnv, BENCH_EMPTY_ROUTE: '1', ALLOW_BENCH_ROUTES: '1' });
  withoutFlag = await createTestApp(productionEnv, { database: withFlag.database });
});

afterAll(async () => {
  await withoutFlag.close();
  await withFlag.close();
});

test('the benchmark baseline answers an empty JSON object when BENCH_EMPTY_ROUTE is set', async () => {
  const response = await withFlag.app.inject({ method: 'GET', url: BENCH_EMPTY_PATH });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({});
});

test('without the flag the baseline does not exist: the path is an ordinary 404', async () => {
  const response = await withoutFlag.app.inject({ method: 'GET', url: BENCH_EMPTY_PATH, headers: { accept: 'application/json' } });

  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
});
