import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SOMETHING_WENT_WRONG } from '#common/contract/errors';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { sessionIdOf } from '#server-test/page-script';

let testApp: TestApp;

/** Test-only routes that fail the ways production code can. */
function failingRoutes(app: FastifyInstance) {
  app.get('/v1/test/boom', async () => {
    throw new Error('password for user tradespace_admin rejected at 10.0.0.5');
  });
  app.get('/v1/test/bad-sql', async () => {
    await app.db.execute(sql`select secret_column from no_such_table where id = ${42}`);
    return { never: 'reached' };
  });
  app.get('/v1/test/unavailable', async () => {
    throw Object.assign(new Error('upstream SMS gateway timed out'), { statusCode: 503 });
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, { routes: failingRoutes });
});

afterAll(async () => {
  await testApp.close();
});

/** A visitor with a page loaded, and the tracking URL of their session. */
async function visitorWithPage() {
  const visitor = new Visitor(testApp.app);
  const page = await visitor.open();
  return { visitor, url: `/v1/trade-setup/track/${sessionIdOf(page.body)}` };
}

test('an unexpected error answers 500 with a generic message and no details', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/test/boom' });

  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ error: 'server_error', message: SOMETHING_WENT_WRONG });
  expect(response.body).not.toMatch(/tradespace_admin|10\.0\.0\.5|stack|at .*\.ts/);
});

test('a database error answers 500 without the SQL or the database message', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/test/bad-sql' });

  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ error: 'server_error', message: SOMETHING_WENT_WRONG });
  expect(response.body).not.toMatch(/select|secret_column|no_such_table|relation/i);
});

test('any 5xx, not only 500, keeps its message to itself', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/test/unavailable' });

  expect(response.statusCode).toBeGreaterThanOrEqual(500);
  expect(response.json()).toEqual({ error: 'server_error', message: SOMETHING_WENT_WRONG });
});

test('a JSON body over the size limit answers 413 JSON, and the app keeps answering', async () => {
  const { visitor, url } = await visitorWithPage();

  const response = await visitor.post(url, { page: 'lead_email', timestamp: 1, event: 'big', data: 'x'.repeat(10_240) });
  const after = await visitor.post(url, { page: 'lead_email', timestamp: 1, event: 'small' });

  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ error: expect.any(String), message: 'The request is too large.' });
  expect(after.statusCode).toBe(200);
});

test('malformed JSON answers 400 JSON, not 500', async () => {
  const { visitor, url } = await visitorWithPage();

  const response = await visitor.post(url, '{"page": "lead_email", ', { 'content-type': 'application/json' });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: expect.any(String), message: 'The request could not be understood.' });
});

test('a body in an unsupported content type answers 415 JSON', async () => {
  const { visitor, url } = await visitorWithPage();

  const response = await visitor.post(url, 'page=lead_email', { 'content-type': 'text/csv' });

  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ error: expect.any(String), message: 'This content type is not supported.' });
});
