import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_TAKEN } from '#common/contract/calls/registration';
import { trade, user as userTable } from '#server/db/schema/index';
import { CODE_OTHER_VISIT } from '#server/services/phone-verification-check';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { signUpPayload } from '#server-test/test-users';
import { codeIn, latestMessage } from '#server-test/outbox-reader';

const testApp = useTestApp(LIMITS_LIFTED);

// decision 101: a typed phone number is a claim; the account that proves it owns it
let tradeIds: number[];
let made = 0;
beforeAll(async () => {
  tradeIds = (await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(1)).map((row) => row.id);
});

function newMobile() {
  made += 1;
  const local = String((process.pid * 50 + made) % 1_000_000).padStart(6, '0');
  return { e164: `+447402${local}`, typed: `07402 ${local}` };
}

/** A visitor who signs up with `typed` as their phone; signed in afterwards, as the page is. */
async function signUp(typed: string, who: string, address: string) {
  const visitor = new Visitor(testApp.app, address);
  await visitor.open();
  const email = `${who}.${process.pid}.${Date.now()}.${made}@example.co.uk`;
  const reply = await visitor.post('/tradespeople-setup/register', signUpPayload({ email, phone: typed, trades: tradeIds }));
  return { visitor, reply, email, id: reply.statusCode === 200 ? (reply.json().id as number) : null };
}

const rowOf = async (id: number | null) =>
  (
    await testApp.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.id, id ?? 0))
  )[0];
const lastCode = async (phone: string) => codeIn((await latestMessage(testApp.database.db, phone, 'sms'))?.textBody ?? '');

async function verify(visitor: Visitor, phone: string) {
  expect((await visitor.post('/v1/account/verify/phone/resend', {})).json().success).toBe(true);
  return visitor.post('/v1/account/verify/phone/check', { code: await lastCode(phone) });
}

describe('a phone number belongs to whoever proves it', () => {
  it("a stranger's unverified claim: the owner signs up, verifies, and SMS sign-in reaches only the owner's account", async () => {
    const phone = newMobile();
    const attacker = await signUp(phone.typed, 'attacker', '10.20.0.1');
    expect(attacker.reply.statusCode).toBe(200);

    // SMS sign-in for a number only claimed: the same answer as any number, and no text
    const probe = new Visitor(testApp.app, '10.20.0.3');
    await probe.open();
    const before = await latestMessage(testApp.database.db, phone.e164, 'sms');
    const unproved = await probe.post('/auth/sms-login', { phone_number: phone.typed });
    expect(unproved.statusCode).toBe(200);
    expect(unproved.json()).toEqual({ success: true, id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    expect((await latestMessage(testApp.database.db, phone.e164, 'sms'))?.id).toBe(before?.id);

    const owner = await signUp(phone.typed, 'owner', '10.20.0.2');
    expect(owner.reply.statusCode).toBe(200);
    expect((await verify(owner.visitor, phone.e164)).statusCode).toBe(200);
    expect((await rowOf(owner.id))?.phoneVerifiedAt).not.toBeNull();

    // the attacker's claim is released, and their step says so
    const released = await rowOf(attacker.id);
    expect(released?.phoneNumber).toBeNull();
    expect(released?.phoneReleasedNumber).toBe(phone.e164);
    const send = (await attacker.visitor.post('/v1/account/verify/phone/send', {})).json();
    expect(send).toMatchObject({
      success: false,
      error: `${phone.typed} has been verified by another account. Please enter your own mobile number.`,
    });

    // the owner signs in by text from a fresh browser, into the owner's own account
    const device = new Visitor(testApp.app, '10.20.0.4');
    await device.open();
    const started = await device.post('/auth/sms-login', { phone_number: phone.typed });
    const signedIn = await device.post(`/auth/sms-login/code/${started.json().id}`, { code: await lastCode(phone.e164) });
    expect(signedIn.json()).toMatchObject({ success: true, redirect: '/my-account' });
    expect((await device.get('/v1/account/info')).json().user.email).toBe(owner.email.toLowerCase());

    // now the number is taken: a new sign-up is recognised and a change to it refused
    const late = await signUp(phone.typed, 'late', '10.20.0.5');
    expect(late.reply.json().errors.phone_number).toEqual([PHONE_TAKEN]);
    const change = await attacker.visitor.post('/v1/account/verify/phone/set', { phone_number: phone.typed });
    expect(change.json().errors.phone_number).toEqual([PHONE_TAKEN]);
  });

  it('accounts racing to verify one number: exactly one wins, the others are told under code and released', async () => {
    const phone = newMobile();
    const racers = [];
    for (let n = 0; n < 5; n += 1) {
      const racer = await signUp(phone.typed, `racer${n}`, `10.21.0.${n + 1}`);
      expect((await racer.visitor.post('/v1/account/verify/phone/resend', {})).json().success).toBe(true);
      racers.push({ ...racer, code: await lastCode(phone.e164) });
    }
    // four presses each, all at once: twenty requests
    const replies = await Promise.all(
      racers.flatMap((racer) =>
        Array.from({ length: 4 }, () => racer.visitor.post('/v1/account/verify/phone/check', { code: racer.code })),
      ),
    );
    const rows = await Promise.all(racers.map((racer) => rowOf(racer.id)));
    const winners = rows.filter((row) => row?.phoneVerifiedAt);
    const losers = replies.filter((reply) => reply.statusCode === 422).map((reply) => reply.json().errors.code?.[0]);
    console.log(
      `verify race: accounts=${racers.length} requests=${replies.length} verified_accounts=${winners.length} ok=${replies.length - losers.length} refused=${losers.length} 5xx=${replies.filter((r) => r.statusCode >= 500).length}`,
    );
    expect(winners).toHaveLength(1);
    expect(replies.every((reply) => reply.statusCode === 200 || reply.statusCode === 422)).toBe(true);
    const sentence = `${phone.typed} has been verified by another account. Please enter your own mobile number.`;
    expect(losers).toContain(sentence);
    // every other account's claim is released
    for (const row of rows.filter((r) => !r?.phoneVerifiedAt)) {
      expect(row?.phoneNumber).toBeNull();
      expect(row?.phoneReleasedNumber).toBe(phone.e164);
    }
  });

  it('a verification code is checked only in the visit that asked for it', async () => {
    const phone = newMobile();
    const trader = await signUp(phone.typed, 'two-devices', '10.22.0.1');
    expect((await trader.visitor.post('/v1/account/verify/phone/resend', {})).json().success).toBe(true);
    const code = await lastCode(phone.e164);
    // the same account signed in on a second device (a copy of the cookies would be the same visit)
    const device = new Visitor(testApp.app, '10.22.0.2');
    await device.open();
    await device.post('/auth/login', { email_address: trader.email, password: 'Copper-Pipe-Wrench-42' });
    const elsewhere = await device.post('/v1/account/verify/phone/check', { code });
    expect(elsewhere.json().errors.code).toEqual([CODE_OTHER_VISIT]);
    expect((await rowOf(trader.id))?.phoneVerifiedAt).toBeNull();
    expect((await trader.visitor.post('/v1/account/verify/phone/check', { code })).statusCode).toBe(200);
  });
});
