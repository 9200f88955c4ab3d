import { eq } from 'drizzle-orm';
import { session, trackingEvent } from '../db/schema/index';
import { sha256 } from '../lib/tokens';
import { useTestApp, Visitor } from '#server-test/test-app';
import { sessionIdOf } from '#server-test/page-script';
import { SESSION_COOKIE, XSRF_COOKIE } from './sessions';

const testApp = useTestApp();

const event = { page: 'lead_email', timestamp: 1_740_650_000_000, event: 'viewed' };

/** A visitor who has loaded a page, and the tracking URL of their own session. */
async function visitorWithPage() {
  const visitor = new Visitor(testApp.app);
  const page = await visitor.open();
  const sessionId = sessionIdOf(page.body);
  return { visitor, sessionId, url: `/v1/trade-setup/track/${sessionId}` };
}

function sessionCookie(visitor: Visitor): string {
  return `${SESSION_COOKIE}=${visitor.cookies.get(SESSION_COOKIE) ?? ''}`;
}

async function storedEvents(sessionId: string) {
  return testApp.database.db.select().from(trackingEvent).where(eq(trackingEvent.sessionId, sessionId));
}

test('a POST without X-Requested-With is refused with a 400 JSON reply', async () => {
  const { visitor, sessionId, url } = await visitorWithPage();

  const response = await visitor.request('POST', url, event, { 'x-xsrf-token': visitor.csrfToken ?? '' });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: 'xhr_required', message: expect.any(String) });
  expect(await storedEvents(sessionId)).toHaveLength(0);
});

test('a POST with X-Requested-With but no CSRF token answers 419 with a JSON body', async () => {
  const { visitor, sessionId, url } = await visitorWithPage();

  const response = await visitor.request('POST', url, event, { 'x-requested-with': 'XMLHttpRequest' });

  expect(response.statusCode).toBe(419);
  expect(response.json()).toEqual({ error: 'page_expired', message: expect.any(String) });
  expect(await storedEvents(sessionId)).toHaveLength(0);
});

test('a POST with a made-up token answers 419', async () => {
  const { visitor, url } = await visitorWithPage();

  const response = await visitor.post(url, event, { 'x-xsrf-token': 'not-the-token-we-handed-out' });

  expect(response.statusCode).toBe(419);
});

test('a POST with a malformed percent-encoded token answers 419, not 500', async () => {
  const { visitor, url } = await visitorWithPage();

  const response = await visitor.post(url, event, { 'x-xsrf-token': '%E0%A4%A' });

  expect(response.statusCode).toBe(419);
  expect(response.json()).toMatchObject({ error: 'page_expired' });
});

test("a POST with another visitor's token answers 419", async () => {
  const { visitor, url } = await visitorWithPage();
  const other = await visitorWithPage();

  const response = await visitor.post(url, event, { 'x-xsrf-token': other.visitor.csrfToken ?? '' });

  expect(response.statusCode).toBe(419);
});

test('a POST whose session was deleted on the server answers 419 even with its old token', async () => {
  const { visitor, url } = await visitorWithPage();
  await testApp.database.db.delete(session).where(eq(session.id, sha256(visitor.cookies.get(SESSION_COOKIE) ?? '')));

  const response = await visitor.post(url, event);

  expect(response.statusCode).toBe(419);
});

test('a POST with no cookies at all answers 419', async () => {
  const { sessionId } = await visitorWithPage();

  const response = await testApp.app.inject({
    method: 'POST',
    url: `/v1/trade-setup/track/${sessionId}`,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': 'anything-at-all' },
    payload: event,
  });

  expect(response.statusCode).toBe(419);
});

test('a POST with the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN passes', async () => {
  const { visitor, sessionId, url } = await visitorWithPage();

  const response = await visitor.post(url, event);

  expect(response.statusCode).toBe(200);
  expect(await storedEvents(sessionId)).toHaveLength(1);
});

test('a percent-encoded API path still needs X-Requested-With and the CSRF token', async () => {
  const { visitor, sessionId } = await visitorWithPage();
  // the router decodes %76 to "v", so this path reaches the /v1 tracking route
  const url = `/%761/trade-setup/track/${sessionId}`;

  const withoutXhr = await testApp.app.inject({ method: 'POST', url, headers: { cookie: sessionCookie(visitor) }, payload: event });
  const withoutToken = await testApp.app.inject({
    method: 'POST',
    url,
    headers: { cookie: sessionCookie(visitor), 'x-requested-with': 'XMLHttpRequest' },
    payload: event,
  });

  expect(withoutXhr.statusCode).toBe(400);
  expect(withoutToken.statusCode).toBe(419);
  expect(await storedEvents(sessionId)).toHaveLength(0);
});

test('POSTs to /auth, /api and the register page are protected too', async () => {
  const { visitor } = await visitorWithPage();

  for (const url of ['/auth/login', '/api/anything', '/tradespeople-setup/register']) {
    const withoutXhr = await visitor.request('POST', url, {}, {});
    const withoutToken = await visitor.request('POST', url, {}, { 'x-requested-with': 'XMLHttpRequest' });

    expect([url, withoutXhr.statusCode, withoutToken.statusCode]).toEqual([url, 400, 419]);
  }
});

test('GET requests need neither header', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/v1/account/info' });

  expect(response.statusCode).toBe(200);
});

test('the XSRF-TOKEN cookie is the token the session row holds', async () => {
  const { visitor } = await visitorWithPage();
  const [row] = await testApp.database.db
    .select()
    .from(session)
    .where(eq(session.id, sha256(visitor.cookies.get(SESSION_COOKIE) ?? '')));

  expect(row?.csrfToken).toBe(visitor.cookies.get(XSRF_COOKIE));
});
