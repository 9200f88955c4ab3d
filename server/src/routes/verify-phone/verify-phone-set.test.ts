import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { codeIn, latestMessage } from '#server-test/outbox-reader';

let testApp: TestApp;
let made = 0;
beforeAll(async () => {
  // the verification texts' captcha (decision 105) has its own test: sms-budget.test.ts
  testApp = await createTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_SMS_SENDS: '1000' });
});
afterAll(() => testApp.close());

/** A mobile nobody else in this file has: "+447400…" and how a person types it, "07400 …". */
function newMobile() {
  made += 1;
  const local = String((process.pid * 1000 + made) % 1_000_000).padStart(6, '0');
  return { e164: `+447400${local}`, typed: `07400 ${local}` };
}

async function trader(phone = newMobile().e164) {
  const user = await createUser(testApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
  return { user, phone, visitor: await signedInVisitor(testApp, user.id, `10.2.0.${made}`) };
}

async function textedCode(phone: string): Promise<string> {
  return codeIn((await latestMessage(testApp.database.db, phone, 'sms'))?.textBody ?? '');
}

const phoneErrors = (reply: { json(): { errors?: Record<string, string[]> } }) => reply.json().errors?.phone_number;

describe('changing the number to verify', () => {
  it('stores the new mobile in E.164, clears the verified flag and texts the new number a code', async () => {
    const { user, visitor } = await trader();
    const next = newMobile();
    const changed = await visitor.post('/v1/account/verify/phone/set', { phone_number: next.typed });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true, number: next.e164 });

    const info = (await visitor.get('/v1/account/info')).json().user;
    expect(info).toMatchObject({ phone: next.e164, verified: { phone: false } });
    const [row] = await testApp.database.db.select().from(userTable).where(eq(userTable.id, user.id));
    expect(row?.phoneNumber).toBe(next.e164);

    const checked = await visitor.post('/v1/account/verify/phone/check', { code: await textedCode(next.e164) });
    expect(checked.statusCode).toBe(200);
    expect((await visitor.get('/v1/account/info')).json().user.verified.phone).toBe(true);
  });

  it('does not let a code texted to the old number verify the new one', async () => {
    const { phone, visitor } = await trader();
    await testApp.database.db.update(userTable).set({ phoneVerifiedAt: null }).where(eq(userTable.phoneNumber, phone));
    await visitor.post('/v1/account/verify/phone/send', {});
    const oldCode = await textedCode(phone);
    const next = newMobile();
    await visitor.post('/v1/account/verify/phone/set', { phone_number: next.typed });
    const newCode = await textedCode(next.e164);

    if (oldCode !== newCode) {
      const old = await visitor.post('/v1/account/verify/phone/check', { code: oldCode });
      expect(old.statusCode).toBe(422);
      expect(old.json().errors.code[0]).toMatch(/not correct/);
    }
    expect((await visitor.get('/v1/account/info')).json().user.verified.phone).toBe(false);
  });

  it('texts the new number at once, even within 20 seconds of the last code', async () => {
    const { visitor } = await trader();
    const first = newMobile();
    const second = newMobile();
    expect((await visitor.post('/v1/account/verify/phone/set', { phone_number: first.typed })).statusCode).toBe(200);
    expect((await visitor.post('/v1/account/verify/phone/set', { phone_number: second.typed })).statusCode).toBe(200);
    expect(await latestMessage(testApp.database.db, second.e164, 'sms')).toBeDefined();
  });

  it('refuses a landline, since the code goes by SMS', async () => {
    const { visitor } = await trader();
    for (const landline of ['020 7123 4567', '+441134960000']) {
      const reply = await visitor.post('/v1/account/verify/phone/set', { phone_number: landline });
      expect(reply.statusCode).toBe(422);
      expect(phoneErrors(reply)).toEqual(['Please enter a valid UK mobile number.']);
    }
  });

  it('refuses a number that is not a real UK mobile range', async () => {
    const { visitor } = await trader();
    const reply = await visitor.post('/v1/account/verify/phone/set', { phone_number: '07700 900123' });
    expect(phoneErrors(reply)).toEqual(['Please enter a valid UK mobile number.']);
    expect(phoneErrors(await visitor.post('/v1/account/verify/phone/set', { phone_number: '' }))).toEqual([
      'Please enter your mobile number.',
    ]);
  });

  it("refuses another account's number and leaves the number on file alone", async () => {
    const { phone: theirs } = await trader();
    const { phone: mine, visitor } = await trader();
    const reply = await visitor.post('/v1/account/verify/phone/set', { phone_number: theirs });
    expect(phoneErrors(reply)).toEqual(['Phone number already exists.']);
    expect((await visitor.get('/v1/account/info')).json().user).toMatchObject({ phone: mine, verified: { phone: true } });
  });

  it('keeps a verified number verified when it is entered again', async () => {
    const { phone, visitor } = await trader();
    const reply = await visitor.post('/v1/account/verify/phone/set', { phone_number: phone });
    expect(reply.json()).toEqual({ success: true, number: phone });
    expect((await visitor.get('/v1/account/info')).json().user.verified.phone).toBe(true);
  });
});

describe('the per-route limit', () => {
  it('answers 429 past the per-address limit for these calls', async () => {
    const tight = await createTestApp({ AUTH_LIMIT_PER_10_MINUTES: '2' }, { database: testApp.database });
    try {
      const phone = newMobile().e164;
      const user = await createUser(testApp.database.db, { phoneNumber: phone });
      const visitor = await signedInVisitor(tight, user.id, '10.2.9.9');
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await visitor.post('/v1/account/verify/phone/check', { code: '0000' })).statusCode);
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await tight.close();
    }
  });
});
