import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PHONE_TAKEN } from '#common/contract/calls/registration';
import { phoneVerification, user as userTable } from '#server/db/schema/index';
import { CODE_WRONG } from '#server/lib/one-time-code';
import { TOO_MANY_WRONG } from '#server/services/phone-verification-check';
import { WRONG_TRIES_PER_CODE } from '#server/services/phone-verification-send';
import { LIMITS_LIFTED, useTestApp } from '#server-test/test-app';
import { createUser, signedInVisitor } from '#server-test/test-users';
import { codeIn, latestMessage } from '#server-test/outbox-reader';

const testApp = useTestApp(LIMITS_LIFTED);

// decisions 054 and 055: a burst gets no more than 5 tries at a code, and one number goes to one account
let made = 0;

function newMobile() {
  made += 1;
  const local = String((process.pid * 100 + made) % 1_000_000).padStart(6, '0');
  return { e164: `+447401${local}`, typed: `07401 ${local}` };
}

/** A signed-in trader whose unverified mobile was just texted a code. */
async function traderWithCode() {
  const phone = newMobile().e164;
  const user = await createUser(testApp.database.db, { phoneNumber: phone });
  const visitor = await signedInVisitor(testApp, user.id, `10.8.0.${made}`);
  expect((await visitor.post('/v1/account/verify/phone/send', {})).statusCode).toBe(200);
  const code = codeIn((await latestMessage(testApp.database.db, phone, 'sms'))?.textBody ?? '');
  return { user, visitor, code };
}

const wrong = (code: string, n: number) => String((Number(code) + 1 + n) % 10000).padStart(4, '0');
const attemptsOf = async (userId: number) =>
  (await testApp.database.db.select().from(phoneVerification).where(eq(phoneVerification.userId, userId)))[0]?.attempts;
const verifiedAt = async (userId: number) =>
  (await testApp.database.db.select().from(userTable).where(eq(userTable.id, userId)))[0]?.phoneVerifiedAt ?? null;
const errorOf = (reply: { json(): { errors?: Record<string, string[]> } }, field: string) => reply.json().errors?.[field]?.[0];

describe('a burst of guesses at one phone verification code', () => {
  it('20 parallel wrong guesses spend exactly the 5 tries, and the right code after them is refused', async () => {
    const { user, visitor, code } = await traderWithCode();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) => visitor.post('/v1/account/verify/phone/check', { code: wrong(code, n) })),
    );
    const right = await visitor.post('/v1/account/verify/phone/check', { code });

    const attempts = await attemptsOf(user.id);
    const compared = replies.filter((reply) => errorOf(reply, 'code') === CODE_WRONG).length;
    console.log(
      `phone-verification burst: requests=${replies.length + 1} limit=${WRONG_TRIES_PER_CODE} compared_wrong=${compared} attempts_in_row=${attempts} right_code_after=${right.statusCode}`,
    );
    expect(replies.every((reply) => reply.statusCode === 422)).toBe(true);
    expect(attempts).toBe(WRONG_TRIES_PER_CODE);
    expect(compared).toBe(WRONG_TRIES_PER_CODE - 1);
    expect(errorOf(right, 'code')).toBe(TOO_MANY_WRONG);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('20 parallel guesses with the right one 16th: no more than 5 are counted', async () => {
    const { user, visitor, code } = await traderWithCode();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) => visitor.post('/v1/account/verify/phone/check', { code: n === 15 ? code : wrong(code, n) })),
    );
    const attempts = await attemptsOf(user.id);
    const verified = replies.filter((reply) => reply.statusCode === 200).length;
    console.log(
      `phone-verification right 16th: requests=${replies.length} limit=${WRONG_TRIES_PER_CODE} verified=${verified} attempts_in_row=${attempts}`,
    );
    expect(replies.every((reply) => reply.statusCode === 200 || reply.statusCode === 422)).toBe(true);
    expect(attempts).toBeLessThanOrEqual(WRONG_TRIES_PER_CODE);
    expect(verified).toBeLessThanOrEqual(1);
    expect((await verifiedAt(user.id)) !== null).toBe(verified === 1);
  });
});

describe('two accounts changing to one number at once', () => {
  it('20 parallel changes to a number nobody verified: both accounts hold it as a claim, nothing fails (decision 101)', async () => {
    const a = await createUser(testApp.database.db, { phoneNumber: newMobile().e164, phoneVerifiedAt: new Date() });
    const b = await createUser(testApp.database.db, { phoneNumber: newMobile().e164, phoneVerifiedAt: new Date() });
    const visitors = [await signedInVisitor(testApp, a.id, '10.8.1.1'), await signedInVisitor(testApp, b.id, '10.8.1.2')];
    const target = newMobile();

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) => visitors[n % 2]!.post('/v1/account/verify/phone/set', { phone_number: target.typed })),
    );

    const holders = await testApp.database.db.select().from(userTable).where(eq(userTable.phoneNumber, target.e164));
    const statuses = replies.map((reply) => reply.statusCode);
    console.log(
      `phone change race, unverified number: requests=${replies.length} accounts_holding=${holders.length} ok=${statuses.filter((s) => s === 200).length} 5xx=${statuses.filter((s) => s >= 500).length}`,
    );
    expect(holders.map((holder) => holder.id).sort()).toEqual([a.id, b.id].sort());
    expect(holders.every((holder) => holder.phoneVerifiedAt === null)).toBe(true);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });

  it('20 parallel changes to a number another account verified: every one is told it already exists', async () => {
    const owner = await createUser(testApp.database.db, { phoneNumber: newMobile().e164, phoneVerifiedAt: new Date() });
    const a = await createUser(testApp.database.db, { phoneNumber: newMobile().e164, phoneVerifiedAt: new Date() });
    const visitor = await signedInVisitor(testApp, a.id, '10.8.1.3');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => visitor.post('/v1/account/verify/phone/set', { phone_number: owner.phoneNumber })),
    );
    const taken = replies.filter((reply) => reply.statusCode === 422 && errorOf(reply, 'phone_number') === PHONE_TAKEN).length;
    console.log(`phone change to a verified number: requests=${replies.length} told_taken=${taken}`);
    expect(taken).toBe(20);
    const holders = await testApp.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.phoneNumber, owner.phoneNumber ?? ''));
    expect(holders.map((holder) => holder.id)).toEqual([owner.id]);
  });
});
