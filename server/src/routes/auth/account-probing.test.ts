import { createUser, signUpPayload } from '#server-test/test-users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN } from '#common/contract/calls/registration';
import { outboxMessage, trade } from '#server/db/schema/index';
import { hashPassword } from '#server/lib/passwords';
import { MOBILE_NEEDED } from '#server/services/registration-checks';
import { TOO_MANY_TAKEN_EMAILS } from '#server/services/taken-email';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { latestMessage, linkIn } from '#server-test/outbox-reader';
import { SIGN_IN_FAILED, PASSWORD_SIGN_IN_PAUSED } from './password-sign-in';

// Password guessing (decision 053's per-account limit), mobile-only sign-up and "already taken" answers (058)
let testApp: TestApp;
let tradeIds: number[];
let made = 0;
const TAKEN_ANSWERS = 3;

beforeAll(async () => {
  testApp = await createTestApp({
    AUTH_LIMIT_PER_10_MINUTES: '1000',
    CAPTCHA_AFTER_ATTEMPTS: '1000',
    CAPTCHA_LOGIN_AFTER_FAILURES: '1000',
    CAPTCHA_AFTER_SMS_SENDS: '1000',
    EMAIL_TAKEN_ANSWERS_PER_HOUR: String(TAKEN_ANSWERS),
  });
  const rows = await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2);
  tradeIds = rows.map((row) => row.id);
});
afterAll(() => testApp.close());

const nextIp = () => `10.58.${(made += 1)}.1`;
const uniqueMobile = () => `07712 ${String((process.pid * 100 + (made += 1)) % 1_000_000).padStart(6, '0')}`;
const uniqueEmail = () => `probe.${Date.now()}.${(made += 1)}@example.co.uk`;

async function visitorAt(ip = nextIp()) {
  const visitor = new Visitor(testApp.app, ip);
  await visitor.open();
  return visitor;
}

function signUp(overrides: Record<string, unknown> = {}) {
  return signUpPayload({ email: uniqueEmail(), phone: uniqueMobile(), trades: tradeIds }, overrides);
}

async function emailsTo(address: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: outboxMessage.id })
    .from(outboxMessage)
    .where(and(eq(outboxMessage.recipient, address), eq(outboxMessage.channel, 'email')));
  return rows.length;
}

describe('the trader’s phone at sign-up', () => {
  it('must be a UK mobile: premium-rate, personal, freephone, pager and landline numbers are refused with a sentence', async () => {
    const visitor = await visitorAt();
    for (const number of [
      '0901 234 5678',
      '07012 345678',
      '0800 123 4567',
      '0500 123456',
      '07600 123456',
      '020 7946 0000',
      '0161 496 0000',
      '0300 123 4567',
    ]) {
      const reply = await visitor.post('/tradespeople-setup/register', signUp({ phone_number: number }));
      expect(reply.statusCode, number).toBe(422);
      expect(reply.json().errors, number).toEqual({ phone_number: [MOBILE_NEEDED] });
    }
    const mobile = await visitor.post('/tradespeople-setup/register', signUp({ phone_number: '07624 123456' }));
    expect(mobile.statusCode).toBe(200);
  });

  it('is refused the same way when a lead adds a landline', async () => {
    const visitor = await visitorAt();
    const lead = await visitor.post('/v1/lead/register', { email_address: uniqueEmail(), postcode: 'M1 1AE', trades: tradeIds });
    expect(lead.statusCode).toBe(200);
    const update = await visitor.post(`/v1/lead/${lead.json().lead_id}/update`, { phone_number: '020 7946 0000' });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toEqual({ phone_number: [MOBILE_NEEDED] });
    const mobile = await visitor.post(`/v1/lead/${lead.json().lead_id}/update`, { phone_number: uniqueMobile() });
    expect(mobile.statusCode).toBe(200);
  });
});

describe('"The email address has already been taken."', () => {
  it('is given to one address only a few times an hour; then every sign-up from it gets a 429 with a sentence', async () => {
    const owners = await Promise.all(Array.from({ length: TAKEN_ANSWERS + 1 }, () => createUser(testApp.database.db)));
    const visitor = await visitorAt();
    const replies = [];
    for (const owner of owners) replies.push(await visitor.post('/tradespeople-setup/register', signUp({ email_address: owner.email })));
    const taken = replies.filter((reply) => reply.statusCode === 422 && reply.json().errors.email_address?.[0] === EMAIL_TAKEN).length;
    console.log(
      `taken e-mails from one address on ${testApp.database.kind}: ${owners.length} requests, limit ${TAKEN_ANSWERS}, ${taken} passed`,
    );
    expect(taken).toBe(TAKEN_ANSWERS);
    const over = replies.at(-1);
    expect(over?.statusCode).toBe(429);
    expect(over?.json().message).toBe(TOO_MANY_TAKEN_EMAILS);
    // an e-mail nobody has gets the same 429, so it tells nothing either; the lead form too
    const unregistered = await visitor.post('/tradespeople-setup/register', signUp());
    expect(unregistered.statusCode).toBe(429);
    const lead = await visitor.post('/v1/lead/register', { email_address: uniqueEmail(), postcode: 'M1 1AE', trades: tradeIds });
    expect(lead.statusCode).toBe(429);
  });

  it('e-mails the owner at most one sign-in link an hour, however many sign-ups try the address at once', async () => {
    const owner = await createUser(testApp.database.db);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => visitorAt()));
    const replies = await Promise.all(
      visitors.map((visitor, i) =>
        i % 2 === 0
          ? visitor.post('/tradespeople-setup/register', signUp({ email_address: owner.email }))
          : visitor.post('/v1/lead/register', { email_address: owner.email, postcode: 'M1 1AE', trades: tradeIds }),
      ),
    );
    const taken = replies.filter((reply) => reply.json().errors?.email_address?.[0] === EMAIL_TAKEN).length;
    const mails = await emailsTo(owner.email);
    console.log(
      `one taken e-mail on ${testApp.database.kind}: 20 parallel requests, limit 1 e-mail an hour, ${taken} answered taken, ${mails} e-mails queued`,
    );
    expect(taken).toBe(20);
    expect(mails).toBe(1);

    // the owner's own "e-mail me a link" still works
    const own = await (await visitorAt()).post('/auth/login-link', { email_address: owner.email });
    expect(own.statusCode).toBe(200);
    expect(await emailsTo(owner.email)).toBe(2);
  });
});

describe('password guessing', () => {
  it('pauses password sign-in for the account after 10 wrong passwords from many addresses; the e-mailed link still signs the owner in', async () => {
    const owner = await createUser(testApp.database.db, { passwordHash: await hashPassword('Right-Horse-Battery-9') });
    const guesses = await Promise.all(Array.from({ length: 14 }, () => visitorAt()));
    const replies = await Promise.all(
      guesses.map((visitor, i) => visitor.post('/auth/login', { email_address: owner.email, password: `wrong-guess-${i}` })),
    );
    const failed = replies.filter((reply) => reply.json().errors?.email_address?.[0] === SIGN_IN_FAILED).length;
    const paused = replies.filter((reply) => reply.json().errors?.email_address?.[0] === PASSWORD_SIGN_IN_PAUSED).length;
    console.log(
      `password guesses on ${testApp.database.kind}: 14 parallel requests from 14 addresses, limit 10, ${failed} counted, ${paused} paused`,
    );
    expect(failed).toBe(10);
    expect(paused).toBe(4);

    const owners = await visitorAt();
    const right = await owners.post('/auth/login', { email_address: owner.email, password: 'Right-Horse-Battery-9' });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ email_address: [PASSWORD_SIGN_IN_PAUSED] });

    expect((await owners.post('/auth/login-link', { email_address: owner.email })).statusCode).toBe(200);
    const mail = await latestMessage(testApp.database.db, owner.email, 'email');
    const opened = await owners.request('GET', new URL(linkIn(mail?.textBody ?? '')).pathname, undefined, {});
    expect(opened.statusCode).toBe(302);
    expect((await owners.get('/v1/account/info')).json().user.id).toBe(owner.id);
  });

  it('gives an e-mail nobody has the same answers, so the pause tells nothing', async () => {
    const nobody = uniqueEmail();
    const replies = [];
    for (let i = 0; i < 11; i += 1)
      replies.push(await (await visitorAt()).post('/auth/login', { email_address: nobody, password: `guess-${i}` }));
    expect(replies.slice(0, 10).every((reply) => reply.json().errors.email_address[0] === SIGN_IN_FAILED)).toBe(true);
    expect(replies[10]?.json().errors).toEqual({ email_address: [PASSWORD_SIGN_IN_PAUSED] });
  });
});
