import { APP_VERSION, PAGE_CONFIG_GLOBAL, defaultFormOptions } from '#common/app-config';
import { orderingSchemes, type OrderingScheme } from '#common/step-order';
import { VISITOR_COOKIE } from './experiment';
import { createTestApp, productionEnv, Visitor, type TestApp } from '#server-test/test-app';
import { readPageScript } from '#server-test/page-script';

let testApp: TestApp;
let productionApp: TestApp;

beforeAll(async () => {
  // the scheme split loads hundreds of pages from one address
  testApp = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_BASE_URL: 'https://tradespace.test' });
  productionApp = await createTestApp({ ...productionEnv, FORM_OPTIONS: '{"askLeadPhone":true}' }, { database: testApp.database });
});

afterAll(async () => {
  await productionApp.close();
  await testApp.close();
});

test('/tradespeople-setup redirects to the location step and keeps the query string', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/tradespeople-setup?scheme=original&askLeadPhone=1' });

  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/tradespeople-setup/lead/location?scheme=original&askLeadPhone=1');
});

test('/tradespeople-setup without a query redirects to the bare location step', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/tradespeople-setup' });

  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/tradespeople-setup/lead/location');
});

test('/tradespeople-setup/ with a trailing slash also redirects to the location step', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/tradespeople-setup/' });

  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/tradespeople-setup/lead/location');
});

test('a path under the setup prefix that is no step answers the page with 404', async () => {
  const unknown = await new Visitor(testApp.app).open('/tradespeople-setup/nope');
  const known = await new Visitor(testApp.app).open('/tradespeople-setup/verify/electric');

  expect(unknown.statusCode).toBe(404);
  expect(unknown.headers['content-type']).toContain('text/html');
  expect(known.statusCode).toBe(200);
});

test('a setup page is HTML that must not be cached', async () => {
  const response = await new Visitor(testApp.app).open();

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
});

test('the page carries the page config globals', async () => {
  const response = await new Visitor(testApp.app).open();

  const { globals, config } = readPageScript(response.body);
  expect(orderingSchemes).toContain(config.orderingScheme);
  expect(config).toMatchObject({
    formOptions: defaultFormOptions,
    baseUrl: 'https://tradespace.test',
    appVersion: APP_VERSION,
    production: false,
  });
  expect(config.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(globals).toMatchObject({
    orderingScheme: config.orderingScheme,
    formOptions: config.formOptions,
    sessionId: config.sessionId,
    baseUrl: config.baseUrl,
    appVersion: APP_VERSION,
  });
  expect(Object.keys(globals)).toContain(PAGE_CONFIG_GLOBAL);
});

test('the Content-Security-Policy allows the inline script by its nonce only', async () => {
  const response = await new Visitor(testApp.app).open();

  const { nonce } = readPageScript(response.body);
  const csp = String(response.headers['content-security-policy']);
  const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}'`);
  expect(csp).not.toContain('unsafe-eval');
});

test('each page load gets a new nonce', async () => {
  const visitor = new Visitor(testApp.app);

  const first = readPageScript((await visitor.open()).body).nonce;
  const second = readPageScript((await visitor.open()).body).nonce;

  expect(first).not.toBe(second);
});

test('?scheme= forces the ordering scheme, and the cookie keeps it on the next load', async () => {
  const visitor = new Visitor(testApp.app);

  const forced = await visitor.open('/tradespeople-setup/lead/location?scheme=reorderedV1612');
  const later = await visitor.open('/tradespeople-setup/lead/trades');

  expect(readPageScript(forced.body).config.orderingScheme).toBe('reorderedV1612');
  expect(forced.cookies.find((cookie) => cookie.name === VISITOR_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(readPageScript(later.body).config.orderingScheme).toBe('reorderedV1612');
});

test('?scheme= also switches a visitor who already has a scheme', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open('/tradespeople-setup/lead/location?scheme=original');

  await visitor.open('/tradespeople-setup/lead/location?scheme=reorderedV1412');
  const later = await visitor.open();

  expect(readPageScript(later.body).config.orderingScheme).toBe('reorderedV1412');
});

test('an unknown ?scheme= value is ignored', async () => {
  const response = await new Visitor(testApp.app).open('/tradespeople-setup/lead/location?scheme=bogus');

  expect(orderingSchemes).toContain(readPageScript(response.body).config.orderingScheme);
});

test('fresh visitors are split evenly across the three ordering schemes', async () => {
  const counts = new Map<OrderingScheme, number>();
  const visitors = 300;
  for (let index = 0; index < visitors; index += 1) {
    const response = await new Visitor(testApp.app).open();
    const scheme = readPageScript(response.body).config.orderingScheme;
    counts.set(scheme, (counts.get(scheme) ?? 0) + 1);
  }

  // each share is 1/3; 20%–47% is about five standard deviations either side
  for (const scheme of orderingSchemes) {
    const share = (counts.get(scheme) ?? 0) / visitors;
    expect([scheme, share > 0.2 && share < 0.47]).toEqual([scheme, true]);
  }
});

test('outside production, query parameters switch form options', async () => {
  const response = await new Visitor(testApp.app).open('/tradespeople-setup/lead/location?askLeadPhone=1&hideHeader=true');

  expect(readPageScript(response.body).config.formOptions).toEqual({
    ...defaultFormOptions,
    askLeadPhone: true,
    hideHeader: true,
  });
});

test('query parameters can switch a form option off as well as on', async () => {
  const response = await new Visitor(testApp.app).open('/tradespeople-setup/lead/location?leadForm=0&categorySearch=false');

  expect(readPageScript(response.body).config.formOptions).toMatchObject({ leadForm: false, categorySearch: false });
});

test('FORM_OPTIONS sets the default form options', async () => {
  const response = await new Visitor(productionApp.app).open();

  expect(readPageScript(response.body).config.formOptions).toEqual({ ...defaultFormOptions, askLeadPhone: true });
});

test('in production, query parameters cannot change form options', async () => {
  const response = await new Visitor(productionApp.app).open('/tradespeople-setup/lead/location?askLeadPhone=0&hideHeader=true');

  const { config } = readPageScript(response.body);
  expect(config.formOptions).toEqual({ ...defaultFormOptions, askLeadPhone: true });
  expect(config.production).toBe(true);
});

test('an unknown API path answers a JSON 404 for GET and POST', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const get = await visitor.get('/v1/no-such-call', { accept: 'text/html,application/json' });
  const post = await visitor.post('/v1/no-such-call', { any: 'thing' });

  for (const response of [get, post]) {
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  }
});

test('an unknown page asked for as HTML answers 404 with the app page, so the app can show its error', async () => {
  const response = await new Visitor(testApp.app).open('/no-such-page');

  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(readPageScript(response.body).config.sessionId).toEqual(expect.any(String));
});

test('an unknown path asked for without HTML answers a JSON 404', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/no-such-file.txt' });

  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ error: 'not_found' });
});
