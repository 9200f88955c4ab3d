import { eq, sql } from 'drizzle-orm';
import { PASSWORD_RESET_LINK_USED } from '#common/contract/calls/auth';
import { openDatabase } from '#server/db/client';
import { signInLink, session } from '#server/db/schema/index';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import { useTestApp, createTestApp, Visitor } from '#server-test/test-app';
import { latestMessage } from '#server-test/outbox-reader';
import { reloadUser } from '#server-test/test-trader-sessions';
import { createApiToken, createUser, signedInVisitor, type UserRow } from '#server-test/test-users';
import { CURRENT_PASSWORD_WRONG } from '../account/password-change';

// Ending sessions (decision 063): sign out everywhere, change password, reset a forgotten one.
const testApp = useTestApp();
let addresses = 0;
const OLD_PASSWORD = 'Old-Boiler-Password-17';
const NEW_PASSWORD = 'New-Radiator-Password-42';

/** Each device its own address, so the per-address sign-in limits and captcha counts stay apart. */
function nextAddress(): string {
  addresses += 1;
  return `10.63.${Math.floor(addresses / 250)}.${addresses % 250}`;
}

async function traderWithPassword(): Promise<UserRow> {
  return createUser(testApp.database.db, { passwordHash: await hashPassword(OLD_PASSWORD) });
}

async function device(trader: UserRow): Promise<Visitor> {
  return signedInVisitor(testApp, trader.id, nextAddress());
}

async function signedInUserId(visitor: Visitor): Promise<number | null> {
  const reply = await visitor.get('/v1/account/info');
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { user: { id: number } | null }).user?.id ?? null;
}

/** A call only a signed-in trader may make: 200 signed in, 401 otherwise. */
async function accountCallStatus(visitor: Visitor): Promise<number> {
  return (await visitor.get('/v1/account/settings/trades')).statusCode;
}

async function sessionsOf(userId: number): Promise<number> {
  return (await testApp.database.db.select().from(session).where(eq(session.userId, userId))).length;
}

describe('sign out everywhere', () => {
  test('ends the sessions on both devices and the native app token; this browser carries on as a visitor', async () => {
    const trader = await traderWithPassword();
    const phone = await device(trader);
    const laptop = await device(trader);
    const apiToken = await createApiToken(testApp.database.db, trader.id);
    expect(await signedInUserId(phone)).toBe(trader.id);
    expect(await signedInUserId(laptop)).toBe(trader.id);

    const reply = await laptop.post('/auth/logout-everywhere', {});

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, redirect: '/my-account' });
    for (const visitor of [phone, laptop]) {
      expect(await signedInUserId(visitor)).toBeNull();
      expect(await accountCallStatus(visitor)).toBe(401);
    }
    // the phone's next change is refused as "Please sign in", which takes its page to the sign-in screen
    const change = await phone.post('/v1/account/password', { current_password: OLD_PASSWORD, password: NEW_PASSWORD });
    expect({ status: change.statusCode, body: change.json() }).toEqual({
      status: 401,
      body: { error: 'unauthenticated', message: 'Please sign in.' },
    });
    expect(laptop.hasSession).toBe(true);
    expect(await sessionsOf(trader.id)).toBe(0);
    const native = await testApp.app.inject({ method: 'GET', url: '/v1/account/info', headers: { authorization: `Bearer ${apiToken}` } });
    expect(native.json().user).toBeNull();
  });

  test('leaves other traders signed in, and asks a visitor to sign in first', async () => {
    const trader = await traderWithPassword();
    const other = await device(await traderWithPassword());
    const visitor = new Visitor(testApp.app, nextAddress());
    await visitor.open();
    expect((await visitor.post('/auth/logout-everywhere', {})).json()).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });

    await (await device(trader)).post('/auth/logout-everywhere', {});

    expect(await accountCallStatus(other)).toBe(200);
  });
});

describe('change password', () => {
  test('keeps this session, ends every other one, and only the new password signs in', async () => {
    const trader = await traderWithPassword();
    const phone = await device(trader);
    const laptop = await device(trader);

    const reply = await laptop.post('/v1/account/password', { current_password: OLD_PASSWORD, password: NEW_PASSWORD });

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, sessions_ended: 1 });
    expect(await accountCallStatus(phone)).toBe(401);
    expect(await signedInUserId(phone)).toBeNull();
    expect(await accountCallStatus(laptop)).toBe(200);
    expect(await signedInUserId(laptop)).toBe(trader.id);
    const stored = await reloadUser(testApp.database.db, trader.id);
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(stored.passwordHash, OLD_PASSWORD)).toBe(false);
  });

  test('refuses a wrong current password and a weak new one under their fields, changing nothing', async () => {
    const trader = await traderWithPassword();
    const phone = await device(trader);
    const laptop = await device(trader);

    const wrong = await laptop.post('/v1/account/password', { current_password: 'not-it-at-all', password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] });
    const common = await laptop.post('/v1/account/password', { current_password: OLD_PASSWORD, password: 'password123' });
    expect(common.json().errors).toEqual({ password: ['This password is too common. Please choose a less guessable one.'] });
    const short = await laptop.post('/v1/account/password', { current_password: '', password: 'short' });
    expect(short.json().errors).toEqual({
      current_password: ['Please enter your current password.'],
      password: ['Your password must be at least 8 characters.'],
    });

    expect(await accountCallStatus(phone)).toBe(200);
    expect(await verifyPassword((await reloadUser(testApp.database.db, trader.id)).passwordHash, OLD_PASSWORD)).toBe(true);
  });

  test('needs a signed-in trader', async () => {
    const visitor = new Visitor(testApp.app, nextAddress());
    await visitor.open();
    const reply = await visitor.post('/v1/account/password', { current_password: OLD_PASSWORD, password: NEW_PASSWORD });
    expect(reply.statusCode).toBe(401);
  });
});

describe('forgot your password', () => {
  async function requestReset(visitor: Visitor, email: string) {
    const reply = await visitor.post('/auth/password-reset/request', { email_address: email });
    expect(reply.statusCode).toBe(200);
    return reply.json();
  }

  async function resetTokenFor(email: string): Promise<string> {
    const message = await latestMessage(testApp.database.db, email, 'email');
    expect(message?.template).toBe('password-reset');
    const match = /https?:\/\/\S+\/my-account\/reset-password#([\w-]+)/.exec(message?.textBody ?? '');
    if (!match?.[1]) throw new Error(`no reset link in: ${message?.textBody}`);
    return match[1];
  }

  test('answers the same whether or not the address has an account, and e-mails only a member', async () => {
    const trader = await traderWithPassword();
    const visitor = new Visitor(testApp.app, nextAddress());
    await visitor.open();
    const stranger = `nobody-${trader.id}@example.co.uk`;

    expect(await requestReset(visitor, stranger)).toEqual({ success: true });
    expect(await requestReset(visitor, trader.email.toUpperCase())).toEqual({ success: true });

    expect(await latestMessage(testApp.database.db, stranger, 'email')).toBeUndefined();
    const message = await latestMessage(testApp.database.db, trader.email, 'email');
    expect(message?.subject).toBe('Reset your Tradespace password');
    expect(message?.textBody).toContain('expires in 60 minutes');
  });

  test('a new password ends every earlier session, signs this browser in afresh, and the link works once', async () => {
    const trader = await traderWithPassword();
    const phone = await device(trader);
    const laptop = await device(trader);
    await createApiToken(testApp.database.db, trader.id);
    const browser = new Visitor(testApp.app, nextAddress());
    await browser.open();
    await requestReset(browser, trader.email);
    const token = await resetTokenFor(trader.email);

    const reply = await browser.post('/auth/password-reset', { token, password: NEW_PASSWORD });

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, redirect: '/my-account' });
    for (const earlier of [phone, laptop]) expect(await accountCallStatus(earlier)).toBe(401);
    expect(await signedInUserId(browser)).toBe(trader.id);
    expect(await sessionsOf(trader.id)).toBe(1);
    const stored = await reloadUser(testApp.database.db, trader.id);
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(stored.apiTokenHash).toBeNull();

    const elsewhere = new Visitor(testApp.app, nextAddress());
    await elsewhere.open();
    const again = await elsewhere.post('/auth/password-reset', { token, password: 'Third-Password-Try-99' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [PASSWORD_RESET_LINK_USED] });
    expect(await verifyPassword((await reloadUser(testApp.database.db, trader.id)).passwordHash, NEW_PASSWORD)).toBe(true);
  });

  test('a weak password leaves the link unused; an expired link is refused with a sentence', async () => {
    const trader = await traderWithPassword();
    const browser = new Visitor(testApp.app, nextAddress());
    await browser.open();
    await requestReset(browser, trader.email);
    const token = await resetTokenFor(trader.email);

    const weak = await browser.post('/auth/password-reset', { token, password: 'password123' });
    expect(weak.json().errors).toEqual({ password: ['This password is too common. Please choose a less guessable one.'] });

    await testApp.database.db
      .update(signInLink)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(signInLink.userId, trader.id));
    const expired = await browser.post('/auth/password-reset', { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: [PASSWORD_RESET_LINK_USED] });
    expect(PASSWORD_RESET_LINK_USED).toBe('This reset link has expired or has already been used. Ask for a new one below.');
    expect(await signedInUserId(browser)).toBeNull();
  });

  test('a reset token is no sign-in link, and a sign-in link token resets nothing', async () => {
    const trader = await traderWithPassword();
    const browser = new Visitor(testApp.app, nextAddress());
    await browser.open();
    await requestReset(browser, trader.email);
    const resetToken = await resetTokenFor(trader.email);
    expect((await browser.post('/auth/login-link', { email_address: trader.email })).statusCode).toBe(200);
    const signInMessage = await latestMessage(testApp.database.db, trader.email, 'email');
    const signInToken = /\/auth\/login-link\/([\w-]+)/.exec(signInMessage?.textBody ?? '')?.[1] ?? '';
    expect(signInToken).not.toBe('');

    const opened = await browser.request('GET', `/auth/login-link/${resetToken}`, undefined, {});
    expect(opened.headers.location).toBe('/my-account?link=expired');
    const reset = await browser.post('/auth/password-reset', { token: signInToken, password: NEW_PASSWORD });
    expect(reset.json().errors).toEqual({ token: [PASSWORD_RESET_LINK_USED] });
    expect(await signedInUserId(browser)).toBeNull();
  });
});

// Several app processes on one PostgreSQL learn of the delete through Redis before the reply (decision 051).
const serverUrl = process.env.DATABASE_URL;
describe.runIf(serverUrl)('with a second app process on the same PostgreSQL and Redis', () => {
  test('a session ended on one process is refused by the other at once', async () => {
    const result = (await testApp.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(serverUrl as string);
    url.pathname = `/${result.rows[0]?.name}`;
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await createTestApp(env, { database: testApp.database });
    const secondHandle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    const second = await createTestApp(env, { database: secondHandle });
    try {
      const trader = await traderWithPassword();
      const onFirst = await signedInVisitor(first, trader.id, nextAddress());
      const phoneOnSecond = await signedInVisitor(second, trader.id, nextAddress());
      // both reads now sit in the second process's cache
      await vi.waitFor(async () => expect(await signedInUserId(phoneOnSecond)).toBe(trader.id));
      expect(await signedInUserId(phoneOnSecond)).toBe(trader.id);

      expect((await onFirst.post('/auth/logout-everywhere', {})).statusCode).toBe(200);

      // the signal leaves Redis before the reply; the phone's very next call comes later than that
      await vi.waitFor(async () => expect(await accountCallStatus(phoneOnSecond)).toBe(401), { timeout: 1_000, interval: 5 });
      expect(await signedInUserId(phoneOnSecond)).toBeNull();
    } finally {
      await second.close();
      await first.close();
      await secondHandle.close();
    }
  });
});
