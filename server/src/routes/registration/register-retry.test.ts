import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN } from '#common/contract/calls/registration';
import { registerAttempt, trade, user } from '#server/db/schema/index';
import { SESSION_COOKIE } from '#server/plugins/sessions';
import { takenEmailAnswers } from '#server/services/taken-email';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { signUpPayload } from '#server-test/test-users';

// decision 074: a sign-up retried after its reply was lost (same Idempotency-Key from the page)
// answers the account it made, not "already taken".
let testApp: TestApp;
let tradeIds: number[];
let counter = 0;

beforeAll(async () => {
  testApp = await createTestApp({
    CAPTCHA_AFTER_ATTEMPTS: '1000',
    AUTH_LIMIT_PER_10_MINUTES: '1000',
    EMAIL_TAKEN_ANSWERS_PER_HOUR: '1000',
  });
  tradeIds = (await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2)).map((row) => row.id);
});
afterAll(() => testApp.close());

function payload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `retry.${process.pid}.${Date.now()}.${counter}@example.co.uk`;
  const phone = `07716 ${String((Date.now() + counter * 7919) % 1_000_000).padStart(6, '0')}`;
  return signUpPayload({ email, phone, trades: tradeIds }, overrides);
}

async function visitor(address: string) {
  const v = new Visitor(testApp.app, address);
  await v.open();
  return v;
}

/**
 * Sends the sign-up and loses its reply, cookies and all, as a dropped connection would; the page is then
 * loaded again (the sign-up ended the session the browser still holds, so a retry without it is a 419).
 */
async function signUpAndLoseTheReply(v: Visitor, body: object, key: string) {
  const before = new Map(v.cookies);
  const lost = await v.post('/tradespeople-setup/register', body, { 'idempotency-key': key });
  v.cookies.clear();
  for (const [name, value] of before) v.cookies.set(name, value);
  await v.open();
  return lost;
}

const accountsWith = (email: string) => testApp.database.db.select().from(user).where(eq(user.email, email));

describe('a retried sign-up', () => {
  it('answers the same account, signs the visitor in, and does not count as a taken e-mail', async () => {
    const v = await visitor('10.21.0.1');
    const body = payload();
    const key = randomUUID();
    const lost = await signUpAndLoseTheReply(v, body, key);
    expect(lost.statusCode).toBe(200);
    const sessionBefore = v.cookies.get(SESSION_COOKIE);

    const retry = await v.post('/tradespeople-setup/register', body, { 'idempotency-key': key });

    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(lost.json());
    expect(await accountsWith(body.email_address)).toHaveLength(1);
    expect(v.cookies.get(SESSION_COOKIE)).not.toBe(sessionBefore);
    expect((await v.get('/v1/account/info')).json().user.id).toBe(lost.json().id);
    expect(await takenEmailAnswers(testApp.app, { ip: '10.21.0.1' } as FastifyRequest)).toBe(0);
  });

  it('with another key, or the same key and another password, gets the usual "already taken"', async () => {
    const v = await visitor('10.21.0.2');
    const body = payload();
    const key = randomUUID();
    await signUpAndLoseTheReply(v, body, key);

    const otherKey = await v.post('/tradespeople-setup/register', body, { 'idempotency-key': randomUUID() });
    const otherPassword = await v.post(
      '/tradespeople-setup/register',
      { ...body, password: 'Brass-Valve-Spanner-77' },
      { 'idempotency-key': key },
    );
    const noKey = await v.post('/tradespeople-setup/register', body);

    for (const reply of [otherKey, otherPassword, noKey]) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors.email_address).toEqual([EMAIL_TAKEN]);
    }
    expect(await accountsWith(body.email_address)).toHaveLength(1);
  });

  it('with the key of another sign-up and its own e-mail is a sign-up of its own', async () => {
    const v = await visitor('10.21.0.3');
    const key = randomUUID();
    const first = await signUpAndLoseTheReply(v, payload(), key);
    const second = await (await visitor('10.21.0.4')).post('/tradespeople-setup/register', payload(), { 'idempotency-key': key });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('ignores a key that is not a UUID: no error, and no retry either', async () => {
    const v = await visitor('10.21.0.5');
    const body = payload();
    const first = await signUpAndLoseTheReply(v, body, 'not-a-uuid');
    expect(first.statusCode).toBe(200);
    const retry = await v.post('/tradespeople-setup/register', body, { 'idempotency-key': 'not-a-uuid' });
    expect(retry.statusCode).toBe(422);
    expect(retry.json().errors.email_address).toEqual([EMAIL_TAKEN]);
  });

  it('is not recognised after 24 hours', async () => {
    const v = await visitor('10.21.0.6');
    const body = payload();
    const key = randomUUID();
    const first = await signUpAndLoseTheReply(v, body, key);
    await testApp.database.db
      .update(registerAttempt)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(registerAttempt.userId, first.json().id));
    const retry = await v.post('/tradespeople-setup/register', body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(422);
    expect(retry.json().errors.email_address).toEqual([EMAIL_TAKEN]);
  });

  it('sent five times at once with one key makes one account, and every answer names it', async () => {
    const body = payload();
    const key = randomUUID();
    const visitors = await Promise.all(Array.from({ length: 5 }, (_, n) => visitor(`10.21.1.${n + 1}`)));

    const replies = await Promise.all(visitors.map((v) => v.post('/tradespeople-setup/register', body, { 'idempotency-key': key })));

    const accounts = await accountsWith(body.email_address);
    console.log(`same-key burst: requests=5 statuses=${replies.map((r) => r.statusCode).join(',')} accounts=${accounts.length}`);
    expect(accounts).toHaveLength(1);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json().id))).toEqual(new Set([accounts[0]?.id]));
  });
});
