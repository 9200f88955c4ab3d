import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessage, smsSignIn, staffAlert } from '#server/db/schema/index';
import { SMS_ADDRESS_BUSY, SMS_NUMBER_BUSY } from '#server/services/sms-send-gate';
import { TOO_MANY_SENDS } from '#server/services/sms-sign-in';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { fetchChallenge, solve } from '#server-test/altcha-solver';

// decision 056 (the SMS send gate), 057 (captcha cost), 058 (unknown numbers answer alike)
let testApp: TestApp;
let made = 0;
const ADDRESS_LIMIT = 5;
/** The budget's refusal says when to try again (decision 105). */
const SMS_UNAVAILABLE = expect.stringMatching(
  /^We cannot send text messages right now\. Please try again (in \d+ minutes?|after \d\d:\d\d) or sign in with your e-mail\.$/,
);

beforeAll(async () => {
  testApp = await createTestApp({
    AUTH_LIMIT_PER_10_MINUTES: '1000',
    CAPTCHA_AFTER_ATTEMPTS: '1000',
    CAPTCHA_AFTER_SMS_SENDS: '1000',
    SMS_PER_ADDRESS_PER_HOUR: String(ADDRESS_LIMIT),
  });
});
afterAll(() => testApp.close());

/** A mobile number and a client address nobody else in this file uses. */
function fresh() {
  made += 1;
  return { phone: `+447712${String((process.pid * 100 + made) % 1_000_000).padStart(6, '0')}`, ip: `10.56.${made}.1` };
}

async function visitorAt(app: TestApp, ip: string) {
  const visitor = new Visitor(app.app, ip);
  await visitor.open();
  return visitor;
}

async function textsTo(app: TestApp, phone: string): Promise<number> {
  const rows = await app.database.db
    .select({ id: outboxMessage.id })
    .from(outboxMessage)
    .where(and(eq(outboxMessage.recipient, phone), eq(outboxMessage.channel, 'sms')));
  return rows.length;
}

describe('the SMS send gate', () => {
  it('texts exactly 3 codes when 20 sign-in requests for one phone arrive at once', async () => {
    const { phone, ip } = fresh();
    await createUser(testApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
    // one visitor per request, each from its own address: only the per-number limit applies
    const visitors = await Promise.all(Array.from({ length: 20 }, (_, i) => visitorAt(testApp, `${ip.slice(0, -1)}${i + 1}`)));
    const replies = await Promise.all(visitors.map((visitor) => visitor.post('/auth/sms-login', { phone_number: phone })));
    const passed = replies.filter((reply) => reply.statusCode === 200).length;
    const texts = await textsTo(testApp, phone);
    console.log(`sms-login burst on ${testApp.database.kind}: 20 parallel requests, limit 3, ${passed} passed, ${texts} texts queued`);
    expect(texts).toBe(3);
    expect(passed).toBe(3);
    for (const refused of replies.filter((reply) => reply.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.phone_number).toEqual([TOO_MANY_SENDS]);
    }
  });

  it('caps the texts to one number across every account that has it', async () => {
    const { phone, ip } = fresh();
    // accounts that shared the number before phones became unique, each asking for its verification code
    const owners = await Promise.all(
      Array.from({ length: 10 }, () => createUser(testApp.database.db, { phoneNumber: phone, phoneSharedLegacy: true })),
    );
    const visitors = await Promise.all(owners.map((owner, i) => signedInVisitor(testApp, owner.id, `${ip.slice(0, -1)}${i + 1}`)));
    const replies = await Promise.all(visitors.map((visitor) => visitor.post('/v1/account/verify/phone/send', {})));
    const passed = replies.filter((reply) => reply.json().success === true).length;
    const texts = await textsTo(testApp, phone);
    console.log(
      `one number, 10 accounts on ${testApp.database.kind}: 10 parallel requests, limit 6, ${passed} passed, ${texts} texts queued`,
    );
    expect(texts).toBe(6);
    expect(passed).toBe(6);
    const refused = replies.find((reply) => reply.json().success === false)?.json();
    expect(refused).toMatchObject({ success: false, error: SMS_NUMBER_BUSY });
    expect(refused.time).toBeGreaterThan(0);
  });

  it('caps the texts asked for from one client address, whatever the numbers', async () => {
    const { ip } = fresh();
    const phones = Array.from({ length: 9 }, () => fresh().phone);
    for (const phone of phones) await createUser(testApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
    const visitor = await visitorAt(testApp, ip);
    const replies = await Promise.all(phones.map((phone) => visitor.post('/auth/sms-login', { phone_number: phone })));
    const passed = replies.filter((reply) => reply.statusCode === 200).length;
    const texts = (await Promise.all(phones.map((phone) => textsTo(testApp, phone)))).reduce((sum, n) => sum + n, 0);
    console.log(
      `one address on ${testApp.database.kind}: 9 parallel requests, limit ${ADDRESS_LIMIT}, ${passed} passed, ${texts} texts queued`,
    );
    expect(texts).toBe(ADDRESS_LIMIT);
    expect(passed).toBe(ADDRESS_LIMIT);
    const refused = replies.find((reply) => reply.statusCode !== 200);
    expect(refused?.json().errors.phone_number).toEqual([SMS_ADDRESS_BUSY]);
  });

  it('answers an unknown number exactly like a known one, and texts nothing', async () => {
    const known = fresh();
    const unknown = fresh();
    await createUser(testApp.database.db, { phoneNumber: known.phone, phoneVerifiedAt: new Date() });
    const a = await visitorAt(testApp, known.ip);
    const b = await visitorAt(testApp, unknown.ip);

    const forKnown = await a.post('/auth/sms-login', { phone_number: known.phone });
    const forUnknown = await b.post('/auth/sms-login', { phone_number: unknown.phone });

    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(Object.keys(forUnknown.json()).sort()).toEqual(Object.keys(forKnown.json()).sort());
    expect(forUnknown.json()).toEqual({ success: true, id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect(await textsTo(testApp, known.phone)).toBe(1);
    expect(await textsTo(testApp, unknown.phone)).toBe(0);
    // its id leads nowhere: every code is simply wrong, as a wrong code for a known number is
    const guess = await b.post(`/auth/sms-login/code/${forUnknown.json().id}`, { code: '1234' });
    expect(guess.statusCode).toBe(422);
    expect(guess.json().errors.code[0]).toBe('That code is not correct. Please check the 4 digits and try again.');
    const [row] = await testApp.database.db.select().from(smsSignIn).where(eq(smsSignIn.token, forUnknown.json().id));
    expect(row?.phoneNumber).toBe(unknown.phone);
  });

  it('texts only UK mobiles', async () => {
    const { ip } = fresh();
    const visitor = await visitorAt(testApp, ip);
    for (const number of ['020 7946 0000', '0901 234 5678', '07012 345678', '07600 123456']) {
      const reply = await visitor.post('/auth/sms-login', { phone_number: number });
      expect(reply.statusCode, number).toBe(422);
      expect(reply.json().errors.phone_number[0], number).toMatch(/mobile/);
    }
    const manx = await visitor.post('/auth/sms-login', { phone_number: '07624 123456' });
    expect(manx.statusCode).toBe(200);
  });
});

describe('the hourly SMS budget', () => {
  let budgetApp: TestApp;
  const BUDGET = 3;
  beforeAll(async () => {
    budgetApp = await createTestApp({
      AUTH_LIMIT_PER_10_MINUTES: '1000',
      CAPTCHA_AFTER_ATTEMPTS: '1000',
      CAPTCHA_AFTER_SMS_SENDS: '1000',
      SMS_HOURLY_BUDGET: String(BUDGET),
    });
  });
  afterAll(() => budgetApp.close());

  it('stops every text past the budget, tells the person, and files one alert for staff', async () => {
    const phones = Array.from({ length: 8 }, () => fresh());
    // verified numbers: their sign-in codes may use the whole budget, not only the shared part (decision 105)
    for (const { phone } of phones) await createUser(budgetApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
    const visitors = await Promise.all(phones.map(({ ip }) => visitorAt(budgetApp, ip)));
    const replies = await Promise.all(visitors.map((visitor, i) => visitor.post('/auth/sms-login', { phone_number: phones[i]!.phone })));
    const passed = replies.filter((reply) => reply.statusCode === 200).length;
    const texts = (await Promise.all(phones.map(({ phone }) => textsTo(budgetApp, phone)))).reduce((sum, n) => sum + n, 0);
    console.log(`SMS budget on ${budgetApp.database.kind}: 8 parallel requests, budget ${BUDGET}, ${passed} passed, ${texts} texts queued`);
    expect(texts).toBe(BUDGET);
    expect(passed).toBe(BUDGET);
    for (const refused of replies.filter((reply) => reply.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.phone_number).toEqual([SMS_UNAVAILABLE]);
    }

    // a signed-in trader's verification code is stopped too, with the same sentence
    const trader = await createUser(budgetApp.database.db, { phoneNumber: fresh().phone });
    const send = await (await signedInVisitor(budgetApp, trader.id, fresh().ip)).post('/v1/account/verify/phone/send', {});
    expect(send.json()).toMatchObject({ success: false, error: SMS_UNAVAILABLE });

    const alerts = await budgetApp.database.db.select().from(staffAlert).where(eq(staffAlert.kind, 'sms-budget'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toContain('SMS_HOURLY_BUDGET');
  });
});

describe('the captcha on SMS-sending calls', () => {
  let captchaApp: TestApp;
  beforeAll(async () => {
    captchaApp = await createTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_ATTEMPTS: '1000' });
  });
  afterAll(() => captchaApp.close());

  it('is asked for once the address had a text, and costs more with each text; an old cheap solution is refused', async () => {
    const { phone, ip } = fresh();
    await createUser(captchaApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
    const visitor = await visitorAt(captchaApp, ip);
    const cheap = await fetchChallenge(visitor);
    expect(cheap.cost).toBe(1);

    expect((await visitor.post('/auth/sms-login', { phone_number: phone })).statusCode).toBe(200);
    const bare = await visitor.post('/auth/sms-login', { phone_number: phone });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ recaptcha_response: ['Please confirm you are not a robot.'] });

    const old = await visitor.post('/auth/sms-login', { phone_number: phone, recaptcha_response: await solve(cheap.challenge) });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.recaptcha_response).toBeDefined();

    const dearer = await fetchChallenge(visitor);
    expect(dearer.cost).toBeGreaterThan(cheap.cost);
    const paid = await visitor.post('/auth/sms-login', { phone_number: phone, recaptcha_response: await solve(dearer.challenge) });
    expect(paid.statusCode).toBe(200);
    expect(await textsTo(captchaApp, phone)).toBe(2);
    expect((await fetchChallenge(visitor)).cost).toBeGreaterThan(dearer.cost);

    // from a new address the number's texts still count, when the page names the number
    const elsewhere = await visitorAt(captchaApp, fresh().ip);
    expect((await fetchChallenge(elsewhere)).cost).toBe(1);
    const forNumber = await fetchChallenge(elsewhere, '07712' + phone.slice(-6));
    expect(forNumber.cost).toBeGreaterThanOrEqual(4);
    const cheapElsewhere = await fetchChallenge(elsewhere);
    const refused = await elsewhere.post('/auth/sms-login', {
      phone_number: phone,
      recaptcha_response: await solve(cheapElsewhere.challenge),
    });
    expect(refused.json().errors.recaptcha_response).toBeDefined();
    const accepted = await elsewhere.post('/auth/sms-login', { phone_number: phone, recaptcha_response: await solve(forNumber.challenge) });
    expect(accepted.statusCode).toBe(200);
  });
});
