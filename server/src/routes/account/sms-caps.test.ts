import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAlert } from '#server/db/schema/index';
import { useTestApp, type TestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { TRY_AGAIN, budgetUsed, textsTo } from '#server-test/sms-figures';

// decision 105: the range cap, the network cap and the budget's reserved share, each with a parallel burst.
// The captcha is lifted here (it has its own test, sms-budget-burst.test.ts) so each burst reaches its cap.
const NO_CAPTCHA = { CAPTCHA_AFTER_SMS_SENDS: '100000' };
const caps = useTestApp(NO_CAPTCHA);
const BUDGET = 16;
const budgetApp = useTestApp({ ...NO_CAPTCHA, SMS_HOURLY_BUDGET: String(BUDGET) });

/** A trader with this mobile, signed in from this address, asking for the verification code at once. */
async function asksCode(app: TestApp, phone: string, ip: string) {
  const trader = await createUser(app.database.db, { phoneNumber: phone });
  return (await signedInVisitor(app, trader.id, ip)).post('/v1/account/verify/phone/send', {});
}

const successes = (replies: { json: () => { success: boolean } }[]) => replies.filter((reply) => reply.json().success).length;

describe('the caps on ranges of numbers and on networks', () => {
  it('texts at most 20 numbers an hour in one range (the same first 8 digits), whoever asks', async () => {
    // 25 accounts, each on its own network, with numbers 07712 901000 to 901024
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) => asksCode(caps, `+447712901${String(i).padStart(3, '0')}`, `10.91.${i}.1`)),
    );
    const texts = await textsTo(caps.database.db, '+447712901');
    console.log(
      `range cap on ${caps.database.kind}: 25 parallel first codes to 07712 901xxx, cap 20, ${successes(replies)} sent, ${texts} texts queued`,
    );
    expect(texts).toBe(20);
    expect(successes(replies)).toBe(20);
    const refused = replies.map((reply) => reply.json()).filter((body) => !body.success);
    for (const body of refused) {
      expect(body.error).toMatch(new RegExp(`^We have sent several codes to numbers like this one recently\\. ${TRY_AGAIN}$`));
      expect(body.time).toBeGreaterThan(0);
    }
    // a number in the next range is not held up
    expect((await asksCode(caps, '+447712902000', '10.91.99.1')).json().success).toBe(true);
  });

  it('texts at most 3 × SMS_PER_ADDRESS_PER_HOUR (30) an hour for one /24 network, however many addresses', async () => {
    // 40 accounts on 40 addresses of 10.92.0.0/24, each number in a range of its own
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => asksCode(caps, `+4477121${String(10 + i)}500`, `10.92.0.${i + 1}`)),
    );
    const texts = await textsTo(caps.database.db, '+4477121');
    console.log(
      `network cap on ${caps.database.kind}: 40 parallel first codes from 10.92.0.1-40, cap 30, ${successes(replies)} sent, ${texts} texts queued`,
    );
    expect(texts).toBe(30);
    expect(successes(replies)).toBe(30);
    for (const body of replies.map((reply) => reply.json()).filter((reply) => !reply.success)) {
      expect(body.error).toMatch(new RegExp(`^We have sent several text messages for your network recently\\. ${TRY_AGAIN}$`));
    }
    // the next /24 is another network
    expect((await asksCode(caps, '+447712190500', '10.92.1.1')).json().success).toBe(true);
  });
});

describe('the budget share kept for sign-in codes to verified numbers', () => {
  it('stops other texts at 75 % of the budget, says when to try again, and lets sign-in codes use the rest', async () => {
    const shared = Math.floor(BUDGET * 0.75);
    const db = budgetApp.database.db;
    // 20 new accounts ask for their first code at once, from 20 networks, to 20 ranges
    const before = Date.now();
    const firsts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => asksCode(budgetApp, `+4477123${String(10 + i)}700`, `10.93.${i}.1`)),
    );
    const refusedFirst = firsts.map((reply) => reply.json()).filter((body) => !body.success);
    // 20 verified traders ask for a sign-in code at once
    const traders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createUser(db, { phoneNumber: `+4477124${String(10 + i)}700`, phoneVerifiedAt: new Date() })),
    );
    const signIns = await Promise.all(
      traders.map(async (trader, i) => {
        const visitor = await signedInVisitor(budgetApp, trader.id, `10.94.${i}.1`);
        return visitor.post('/auth/sms-login', { phone_number: trader.phoneNumber });
      }),
    );
    const signedIn = signIns.filter((reply) => reply.statusCode === 200).length;
    const used = await budgetUsed(db);
    console.log(
      `budget share on ${budgetApp.database.kind}: budget ${BUDGET}, shared ${shared}; 20 parallel first codes: ${successes(firsts)} sent; ` +
        `then 20 parallel sign-in codes to verified numbers: ${signedIn} sent; budget used ${used}`,
    );
    expect(successes(firsts)).toBe(shared);
    expect(signedIn).toBe(BUDGET - shared);
    expect(used).toBe(BUDGET);
    expect(await textsTo(db, '+4477123')).toBe(shared);
    expect(await textsTo(db, '+4477124')).toBe(BUDGET - shared);

    // the refusal names the next clock hour, London time (or the minutes left, when few)
    const nextHour = (at: number) => Math.ceil(at / 3_600_000) * 3_600_000;
    const london = (at: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    const minutesLeft = Math.ceil((nextHour(before) - before) / 60_000);
    const when = minutesLeft <= 10 ? `in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}` : `after ${london(nextHour(before))}`;
    expect(refusedFirst[0]?.error).toBe(`We cannot send text messages right now. Please try again ${when} or sign in with your e-mail.`);
    expect(signIns.find((reply) => reply.statusCode !== 200)?.json().errors.phone_number[0]).toMatch(
      new RegExp(`^We cannot send text messages right now\\. ${TRY_AGAIN}$`),
    );

    // staff were told once
    const alerts = await db.select().from(staffAlert).where(eq(staffAlert.kind, 'sms-budget'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.message).toContain('sign-in codes to verified numbers');
  });
});
