import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { session } from '../db/schema/index';
import { sha256 } from '../lib/tokens';
import { createTestApp, productionEnv, Visitor, type TestApp } from '#server-test/test-app';
import { readPageScript, sessionIdOf } from '#server-test/page-script';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { createSessionRepo } from '../repos/session-repo';
import { SESSION_COOKIE, SWEEP_EVERY, XSRF_COOKIE } from './sessions';

let testApp: TestApp;
let productionApp: TestApp;

/** Test-only: signs the caller in as any user, the way a real sign-in route would. */
function signInRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/v1/test/sign-in', { schema: { body: z.object({ userId: z.number().int() }) } }, async (request, reply) => {
      const state = await app.sessions.signIn(request, reply, request.body.userId);
      return { sessionId: state.publicId };
    });
}

beforeAll(async () => {
  testApp = await createTestApp({}, { routes: signInRoute });
  productionApp = await createTestApp(productionEnv, { database: testApp.database });
});

afterAll(async () => {
  await productionApp.close();
  await testApp.close();
});

function sessionRow(token: string | undefined) {
  return testApp.database.db
    .select()
    .from(session)
    .where(eq(session.id, sha256(token ?? '')));
}

test('a page load sets an httpOnly SameSite=Lax session cookie and a readable XSRF-TOKEN cookie', async () => {
  const response = await new Visitor(testApp.app).open();

  const sessionCookie = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  const xsrfCookie = response.cookies.find((cookie) => cookie.name === XSRF_COOKIE);
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(sessionCookie?.secure).toBeFalsy();
  expect(xsrfCookie).toMatchObject({ sameSite: 'Lax', path: '/' });
  expect(xsrfCookie?.httpOnly).toBeFalsy();
});

test('cookies are Secure in production', async () => {
  const response = await new Visitor(productionApp.app).open();

  expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
  expect(response.cookies.find((cookie) => cookie.name === XSRF_COOKIE)).toMatchObject({ secure: true });
});

test('the session is stored server-side under the SHA-256 of the cookie, never the token itself', async () => {
  const visitor = new Visitor(testApp.app);
  const page = await visitor.open();
  const token = visitor.cookies.get(SESSION_COOKIE);

  const [row] = await sessionRow(token);
  const [plain] = await testApp.database.db
    .select()
    .from(session)
    .where(eq(session.id, token ?? ''));

  expect(row).toMatchObject({ userId: null, csrfToken: visitor.csrfToken, data: { publicId: sessionIdOf(page.body) } });
  expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  expect(plain).toBeUndefined();
});

test('later page loads keep the same session', async () => {
  const visitor = new Visitor(testApp.app);
  const first = await visitor.open();
  const token = visitor.cookies.get(SESSION_COOKIE);

  const second = await visitor.open('/tradespeople-setup/lead/trades');

  expect(visitor.cookies.get(SESSION_COOKIE)).toBe(token);
  expect(sessionIdOf(second.body)).toBe(sessionIdOf(first.body));
});

test('a visitor who lost the XSRF-TOKEN cookie gets it back on the next page load', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const token = visitor.csrfToken;
  visitor.cookies.delete(XSRF_COOKIE);

  await visitor.open();

  expect(visitor.csrfToken).toBe(token);
});

test('a visitor whose session has gone from the database gets a new one on the next page load', async () => {
  const visitor = new Visitor(testApp.app);
  const first = await visitor.open();
  const oldToken = visitor.cookies.get(SESSION_COOKIE);
  await testApp.database.db.delete(session).where(eq(session.id, sha256(oldToken ?? '')));

  const second = await visitor.open();

  expect(visitor.cookies.get(SESSION_COOKIE)).not.toBe(oldToken);
  expect(readPageScript(second.body).config.sessionId).not.toBe(sessionIdOf(first.body));
  expect(await sessionRow(visitor.cookies.get(SESSION_COOKIE))).toHaveLength(1);
});

test('an expired session is not used', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const oldToken = visitor.cookies.get(SESSION_COOKIE);
  await testApp.database.db
    .update(session)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(session.id, sha256(oldToken ?? '')));

  await visitor.open();

  expect(visitor.cookies.get(SESSION_COOKIE)).not.toBe(oldToken);
});

test('signing in rotates the session id and CSRF token and keeps the visit id', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = new Visitor(testApp.app);
  const page = await visitor.open();
  const before = { token: visitor.cookies.get(SESSION_COOKIE), csrf: visitor.csrfToken };

  const response = await visitor.post('/v1/test/sign-in', { userId: trader.id });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ sessionId: sessionIdOf(page.body) });
  expect(visitor.cookies.get(SESSION_COOKIE)).not.toBe(before.token);
  expect(visitor.csrfToken).not.toBe(before.csrf);
  expect(await sessionRow(before.token)).toHaveLength(0);
  expect(await sessionRow(visitor.cookies.get(SESSION_COOKIE))).toMatchObject([{ userId: trader.id }]);
  const info = await visitor.get('/v1/account/info');
  expect(info.json()).toMatchObject({ user: { id: trader.id } });
});

test('after signing in, the old session cookie and token no longer work', async () => {
  const trader = await createUser(testApp.database.db);
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const stale = new Visitor(testApp.app);
  for (const [name, value] of visitor.cookies) stale.cookies.set(name, value);

  await visitor.post('/v1/test/sign-in', { userId: trader.id });
  const info = await stale.get('/v1/account/info');
  const post = await stale.post('/v1/test/sign-in', { userId: trader.id });

  expect(info.json()).toMatchObject({ user: null });
  expect(post.statusCode).toBe(419);
});

test('twenty signed-in traders asking at once, with nothing kept, each get their own account (decision 098)', async () => {
  const traders = await Promise.all(Array.from({ length: 20 }, () => createUser(testApp.database.db)));
  const visitors = await Promise.all(traders.map((trader) => signedInVisitor(testApp, trader.id)));
  // a write lets every kept session go: the twenty are read again, together
  await createUser(testApp.database.db);

  const replies = await Promise.all(visitors.map((visitor) => visitor.get('/v1/account/info')));

  expect(replies.map((reply) => reply.json().user.id)).toEqual(traders.map((trader) => trader.id));
});

describe('expired sessions', () => {
  /** Three visitors' sessions, the first two run out a day ago. */
  async function threeSessions() {
    const visitors = [new Visitor(testApp.app), new Visitor(testApp.app), new Visitor(testApp.app)];
    for (const visitor of visitors) await visitor.open();
    const ids = visitors.map((visitor) => sha256(visitor.cookies.get(SESSION_COOKIE) ?? ''));
    await testApp.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(inArray(session.id, ids.slice(0, 2)));
    return ids;
  }
  const stored = async (ids: string[]) =>
    (await testApp.database.db.select({ id: session.id }).from(session).where(inArray(session.id, ids))).map((row) => row.id);

  afterEach(() => vi.restoreAllMocks());

  test('are deleted in batches of at most the limit, and a live one never', async () => {
    const ids = await threeSessions();
    const repo = createSessionRepo(testApp.database.db);

    expect(await repo.removeExpired(new Date(), 1)).toBe(1);
    expect(await repo.removeExpired()).toBeGreaterThanOrEqual(1);
    expect(await stored(ids)).toEqual([ids[2]]);
  });

  test('one new session in SWEEP_EVERY sweeps them away; the others leave them', async () => {
    const ids = await threeSessions();
    const random = vi.spyOn(Math, 'random').mockReturnValue((SWEEP_EVERY - 0.5) / SWEEP_EVERY);
    await new Visitor(testApp.app).open();
    expect(await stored(ids)).toHaveLength(3);

    random.mockReturnValue(0);
    await new Visitor(testApp.app).open();
    expect(await stored(ids)).toEqual([ids[2]]);
  });
});
