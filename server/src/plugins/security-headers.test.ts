import { createTestApp, productionEnv, Visitor, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { HSTS } from './security-headers';

let testApp: TestApp;
let productionApp: TestApp;

beforeAll(async () => {
  const routes = (app: TestApp['app']) => {
    // a public-looking reply that also sets a cookie: the cookie makes it someone's
    app.get('/v1/helpers/test-cookie', async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=600').setCookie('test_cookie', 'x', { path: '/' }).send({ ok: true }),
    );
  };
  testApp = await createTestApp({}, { routes });
  productionApp = await createTestApp(productionEnv, { database: testApp.database, routes });
});

afterAll(async () => {
  await productionApp.close();
  await testApp.close();
});

test('production replies tell browsers to keep to HTTPS for a year, subdomains included', async () => {
  for (const url of ['/healthz', '/v1/helpers/categories', '/tradespeople-setup/lead/location', '/nowhere']) {
    const response = await productionApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  }
  expect(HSTS).toBe('max-age=31536000; includeSubDomains');
});

test('outside production there is no HSTS: a local http:// address must keep working', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

test('replies carrying personal data are never stored: account, admin, sign-in, registration, lead, dev', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = await signedInVisitor(testApp, trader.id);
  const calls: [string, () => Promise<{ headers: Record<string, unknown> }>][] = [
    ['/v1/account/info', () => visitor.get('/v1/account/info')],
    ['/v1/account/settings/trades', () => visitor.get('/v1/account/settings/trades')],
    ['/v1/admin/session', () => visitor.get('/v1/admin/session')],
    ['/auth/login', () => visitor.post('/auth/login', { email_address: trader.email, password: 'wrong password' })],
    ['/tradespeople-setup/register', () => visitor.post('/tradespeople-setup/register', {})],
    ['/v1/lead/register', () => visitor.post('/v1/lead/register', {})],
    ['/dev/outbox.json', () => visitor.get('/dev/outbox.json')],
    ['/auth/logout-everywhere', () => visitor.post('/auth/logout-everywhere', {})],
  ];
  calls.push(['/%761/account/info', () => visitor.get('/%761/account/info')]);
  const seen: [string, unknown][] = [];
  for (const [url, send] of calls) seen.push([url, (await send()).headers['cache-control']]);
  expect(seen).toEqual(calls.map(([url]) => [url, 'no-store']));
});

test('a reply that sets a cookie is never stored, whatever the route asked for', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/helpers/test-cookie' });
  expect(response.headers['set-cookie']).toBeDefined();
  expect(response.headers['cache-control']).toBe('no-store');
  const page = await new Visitor(testApp.app).open();
  expect(page.headers['cache-control']).toBe('no-store');
});

test('public lookups the same for everyone are left to their route (decision 063)', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/helpers/categories' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.headers['cache-control']).toBeUndefined();
});

test('every reply carries the browser protections, on API calls and pages alike', async () => {
  for (const url of ['/v1/helpers/categories', '/tradespeople-setup/lead/location']) {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  }
  const page = await testApp.app.inject({ method: 'GET', url: '/tradespeople-setup/lead/location', headers: { accept: 'text/html' } });
  expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
});
