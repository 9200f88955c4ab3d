import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSignIn } from '#server/db/schema/index';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createUser } from '#server-test/test-users';
import { codeIn, latestMessage } from '#server-test/outbox-reader';

let testApp: TestApp;
let phoneCounter = 0;
beforeAll(async () => {
  testApp = await createTestApp({
    AUTH_LIMIT_PER_10_MINUTES: '1000',
    CAPTCHA_AFTER_ATTEMPTS: '1000',
    CAPTCHA_AFTER_SMS_SENDS: '1000',
    SMS_PER_ADDRESS_PER_HOUR: '1000',
  });
});
afterAll(() => testApp.close());

/** Two legacy accounts that both verified one mobile, and a visitor whose code was texted to it. */
async function sharedPhone() {
  phoneCounter += 1;
  const phone = `+4477123${String(Date.now() % 100000).padStart(5, '0')}`.slice(0, 13).replace(/.$/, String(phoneCounter % 10));
  const a = await createUser(testApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
  const b = await createUser(testApp.database.db, { phoneNumber: phone, phoneVerifiedAt: new Date() });
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  const started = await visitor.post('/auth/sms-login', { phone_number: phone });
  expect(started.statusCode).toBe(200);
  const sms = await latestMessage(testApp.database.db, phone, 'sms');
  return { a, b, phone, visitor, id: started.json().id as string, code: codeIn(sms?.textBody ?? '') };
}

const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('SMS login for an existing phone', () => {
  it('lists the accounts after the right code and signs in as the picked one', async () => {
    const { a, b, visitor, id, code } = await sharedPhone();
    const checked = await visitor.post(`/auth/sms-login/code/${id}`, { code, is_signup: true });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().users).toEqual([
      { id: a.id, email: a.email },
      { id: b.id, email: b.email },
    ]);
    const picked = await visitor.post(`/auth/sms-login/pick/${id}`, { user_id: b.id, is_signup: true });
    expect(picked.json()).toMatchObject({ success: true, redirect: '/my-account', url: '/my-account' });
    expect((await visitor.get('/v1/account/info')).json().user.id).toBe(b.id);
  });

  it('refuses an account that does not share the phone, and a pick from another visit', async () => {
    const { visitor, id, code } = await sharedPhone();
    const stranger = await createUser(testApp.database.db, { phoneNumber: '+447400123456', phoneVerifiedAt: new Date() });
    await visitor.post(`/auth/sms-login/code/${id}`, { code });
    const bad = await visitor.post(`/auth/sms-login/pick/${id}`, { user_id: stranger.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.user_id[0]).toBe('Please choose one of the accounts listed.');
    const other = new Visitor(testApp.app);
    await other.open();
    const hijack = await other.post(`/auth/sms-login/pick/${id}`, { user_id: stranger.id });
    expect(hijack.json().errors.user_id[0]).toMatch(/expired/);
  });

  it('shows the server message for a wrong code and refuses a replayed one', async () => {
    const { visitor, id, code } = await sharedPhone();
    const miss = await visitor.post(`/auth/sms-login/code/${id}`, { code: wrong(code) });
    expect(miss.json().errors.code[0]).toBe('That code is not correct. Please check the 4 digits and try again.');
    expect((await visitor.post(`/auth/sms-login/code/${id}`, { code })).statusCode).toBe(200);
    const replay = await visitor.post(`/auth/sms-login/code/${id}`, { code });
    expect(replay.json().errors.code[0]).toContain('expire');
  });

  it('says the code expired after 10 minutes', async () => {
    const { visitor, id, code } = await sharedPhone();
    await testApp.database.db
      .update(smsSignIn)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsSignIn.token, id));
    const late = await visitor.post(`/auth/sms-login/code/${id}`, { code });
    expect(late.json().errors.code[0]).toBe('This code has expired. Please request a new code.');
  });

  it('asks for a captcha after five wrong codes, even for the right code', async () => {
    const { visitor, id, code } = await sharedPhone();
    let last;
    for (let i = 0; i < 5; i += 1) last = await visitor.post(`/auth/sms-login/code/${id}`, { code: wrong(code) });
    expect(last?.json().errors.recaptcha_response).toBeDefined();
    // the fifth says what to do next: the check, or a new code
    expect(last?.json().errors.code[0]).toBe('That code is not correct. Complete the check below and try again, or request a new code.');
    const right = await visitor.post(`/auth/sms-login/code/${id}`, { code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.recaptcha_response[0]).toBe('Please confirm you are not a robot.');
  });

  it('stores the code hashed, never as the digits', async () => {
    const { id, code } = await sharedPhone();
    const [row] = await testApp.database.db.select().from(smsSignIn).where(eq(smsSignIn.token, id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('limits how many codes one phone can be sent', async () => {
    const { phone, visitor } = await sharedPhone();
    await visitor.post('/auth/sms-login', { phone_number: phone });
    await visitor.post('/auth/sms-login', { phone_number: phone });
    const fourth = await visitor.post('/auth/sms-login', { phone_number: phone });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().errors.phone_number[0]).toMatch(/several codes/);
  });
});

describe('an SMS sign-in code is bound to the visit that asked for it', () => {
  it('names the request by a random token, never a row number', async () => {
    const first = await sharedPhone();
    const second = await sharedPhone();
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.id).not.toBe(second.id);
    const [row] = await testApp.database.db.select().from(smsSignIn).where(eq(smsSignIn.token, first.id));
    expect(first.id).not.toContain(String(row?.id));
    const numbered = await first.visitor.post(`/auth/sms-login/code/${row?.id}`, { code: first.code });
    expect(numbered.statusCode).toBe(404);
  });

  it('refuses guesses from another visit without counting them, and the right code there signs nobody in', async () => {
    const { visitor, id, code } = await sharedPhone();
    const stranger = new Visitor(testApp.app);
    await stranger.open();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => stranger.post(`/auth/sms-login/code/${id}`, { code: String(n).padStart(4, '0') })),
    );
    const right = await stranger.post(`/auth/sms-login/code/${id}`, { code });
    console.log(`other visit: ${guesses.length + 1} tries, ${[...guesses, right].filter((r) => r.statusCode === 200).length} accepted`);
    for (const reply of [...guesses, right]) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors.code[0]).toBe(
        'This code was sent for another browser or device, or has expired. Please request a new code here.',
      );
    }
    expect((await stranger.get('/v1/account/info')).json().user).toBeNull();
    const [row] = await testApp.database.db.select().from(smsSignIn).where(eq(smsSignIn.token, id));
    expect(row?.attempts).toBe(0);
    // the visit that asked still has every try, and its right code works
    expect((await visitor.post(`/auth/sms-login/code/${id}`, { code })).statusCode).toBe(200);
  });
});
