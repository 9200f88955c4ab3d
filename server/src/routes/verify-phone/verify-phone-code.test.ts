import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneVerification } from '#server/db/schema/index';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { codeIn, latestMessage } from '#server-test/outbox-reader';

let testApp: TestApp;
let made = 0;
beforeAll(async () => {
  // the verification texts' captcha (decision 105) has its own test: sms-budget.test.ts
  testApp = await createTestApp({ AUTH_LIMIT_PER_10_MINUTES: '1000', CAPTCHA_AFTER_SMS_SENDS: '1000' });
});
afterAll(() => testApp.close());

/** A signed-in trader with a mobile nobody else in this file has, on their own client address. */
async function trader() {
  made += 1;
  const phone = `+447712${String((process.pid * 1000 + made) % 1_000_000).padStart(6, '0')}`;
  const user = await createUser(testApp.database.db, { phoneNumber: phone });
  const visitor = await signedInVisitor(testApp, user.id, `10.1.0.${made}`);
  return { user, phone, visitor };
}

async function textedCode(phone: string): Promise<string> {
  return codeIn((await latestMessage(testApp.database.db, phone, 'sms'))?.textBody ?? '');
}

const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');
const codesOf = (userId: number) => testApp.database.db.select().from(phoneVerification).where(eq(phoneVerification.userId, userId));

describe('sending and checking the phone verification code', () => {
  it('texts a code that verifies the phone, as the account info then shows', async () => {
    const { phone, visitor } = await trader();
    const sent = await visitor.post('/v1/account/verify/phone/send', {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, time: 20, error: null });

    const checked = await visitor.post('/v1/account/verify/phone/check', { code: await textedCode(phone) });
    expect(checked.json()).toEqual({ success: true, error: null });
    expect((await visitor.get('/v1/account/info')).json().user.verified.phone).toBe(true);
  });

  it('keeps only an HMAC of the code, never the digits', async () => {
    const { user, phone, visitor } = await trader();
    await visitor.post('/v1/account/verify/phone/send', {});
    const [row] = await codesOf(user.id);
    const code = await textedCode(phone);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('says a wrong code is not correct, under the code field', async () => {
    const { phone, visitor } = await trader();
    await visitor.post('/v1/account/verify/phone/send', {});
    const miss = await visitor.post('/v1/account/verify/phone/check', { code: wrong(await textedCode(phone)) });
    expect(miss.statusCode).toBe(422);
    expect(miss.json().errors.code).toEqual(['That code is not correct. Please check the 4 digits and try again.']);
    expect((await visitor.get('/v1/account/info')).json().user.verified.phone).toBe(false);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { user, phone, visitor } = await trader();
    await visitor.post('/v1/account/verify/phone/send', {});
    await testApp.database.db
      .update(phoneVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerification.userId, user.id));
    const late = await visitor.post('/v1/account/verify/phone/check', { code: await textedCode(phone) });
    expect(late.json().errors.code).toEqual(['This code has expired. Please ask for a new code.']);
  });

  it('kills the code after five wrong tries, so even the right code then fails', async () => {
    const { phone, visitor } = await trader();
    await visitor.post('/v1/account/verify/phone/send', {});
    const code = await textedCode(phone);
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await visitor.post('/v1/account/verify/phone/check', { code: wrong(code) }));
    expect(replies[3]?.json().errors.code[0]).toMatch(/^That code is not correct/);
    const tooMany = 'Too many incorrect codes. Please ask for a new code.';
    expect(replies[4]?.json().errors.code).toEqual([tooMany]);
    expect((await visitor.post('/v1/account/verify/phone/check', { code })).json().errors.code).toEqual([tooMany]);
  });

  it('refuses a resend within 20 seconds and says how long to wait', async () => {
    const { visitor } = await trader();
    await visitor.post('/v1/account/verify/phone/send', {});
    const early = await visitor.post('/v1/account/verify/phone/resend', {});
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ success: false, error: expect.stringMatching(/^Please wait \d+ seconds? before/) });
    expect(early.json().time).toBeGreaterThan(0);
    expect(early.json().time).toBeLessThanOrEqual(20);
  });

  it('keeps a code sent under 20 seconds ago when the screen opens again, and a resend replaces it', async () => {
    const { user, phone, visitor } = await trader();
    await visitor.post('/v1/account/verify/phone/send', {});
    const first = await textedCode(phone);
    const reopened = await visitor.post('/v1/account/verify/phone/send', {});
    expect(reopened.json()).toMatchObject({ success: true, error: null });
    expect(await codesOf(user.id)).toHaveLength(1);

    await testApp.database.db
      .update(phoneVerification)
      .set({ createdAt: new Date(Date.now() - 21_000) })
      .where(eq(phoneVerification.userId, user.id));
    expect((await visitor.post('/v1/account/verify/phone/resend', {})).json()).toEqual({ success: true, time: 20, error: null });
    const second = await textedCode(phone);
    if (first !== second) {
      const old = await visitor.post('/v1/account/verify/phone/check', { code: first });
      expect(old.statusCode).toBe(422);
    }
    expect((await visitor.post('/v1/account/verify/phone/check', { code: second })).statusCode).toBe(200);
  });

  it('sends at most five codes an hour', async () => {
    const { user, visitor } = await trader();
    const olderBy30s = { createdAt: sql`${phoneVerification.createdAt} - interval '30 seconds'` };
    for (let i = 0; i < 5; i += 1) {
      expect((await visitor.post('/v1/account/verify/phone/resend', {})).json().success).toBe(true);
      await testApp.database.db.update(phoneVerification).set(olderBy30s).where(eq(phoneVerification.userId, user.id));
    }
    const sixth = (await visitor.post('/v1/account/verify/phone/resend', {})).json();
    expect(sixth).toMatchObject({ success: false, error: expect.stringMatching(/^You have asked for 5 codes in the last hour/) });
    expect(sixth.time).toBeGreaterThan(3000);
    expect(sixth.time).toBeLessThanOrEqual(3600);
  });

  it('sends nothing once the phone is verified', async () => {
    const { phone, visitor } = await trader();
    await visitor.post('/v1/account/verify/phone/send', {});
    await visitor.post('/v1/account/verify/phone/check', { code: await textedCode(phone) });
    const again = await visitor.post('/v1/account/verify/phone/resend', {});
    expect(again.json()).toEqual({ success: false, time: 0, error: 'Your phone number is already verified.' });
  });

  it('refuses a code that is not 4 digits before looking at it', async () => {
    const { visitor } = await trader();
    const reply = await visitor.post('/v1/account/verify/phone/check', { code: '12a4' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors.code).toEqual(['Please enter the 4-digit code.']);
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    const visitor = new Visitor(testApp.app, '10.1.9.9');
    await visitor.open();
    for (const call of ['set', 'send', 'resend', 'check']) {
      const body = call === 'set' ? { phone_number: '07123 456789' } : call === 'check' ? { code: '1234' } : {};
      const reply = await visitor.post(`/v1/account/verify/phone/${call}`, body);
      expect(reply.statusCode, call).toBe(401);
    }
  });
});
