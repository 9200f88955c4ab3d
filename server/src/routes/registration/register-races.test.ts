import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_TAKEN } from '#common/contract/calls/registration';
import { trade, user } from '#server/db/schema/index';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { createUser, signUpPayload } from '#server-test/test-users';

const testApp = useTestApp(LIMITS_LIFTED);

// decisions 055 and 101: a verified number belongs to one account, even when 20 sign-ups with it arrive at once
let tradeIds: number[];

beforeAll(async () => {
  const rows = await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2);
  tradeIds = rows.map((row) => row.id);
});

function payload(n: number, phone: string) {
  return signUpPayload({ email: `race.${process.pid}.${Date.now()}.${n}@example.co.uk`, phone, trades: tradeIds });
}

async function visitorsFrom(count: number, network: string) {
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const visitor = new Visitor(testApp.app, `${network}.${n + 1}`);
      await visitor.open();
      return visitor;
    }),
  );
}

describe('20 sign-ups with one phone at once', () => {
  it('a number nobody has verified blocks nobody: every sign-up makes its account, each holding the number as a claim', async () => {
    const local = String(process.pid % 1_000_000).padStart(6, '0');
    const visitors = await visitorsFrom(20, '10.11.0');
    const replies = await Promise.all(
      visitors.map((visitor, n) => visitor.post('/tradespeople-setup/register', payload(n, `07714 ${local}`))),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    const accounts = await testApp.database.db
      .select()
      .from(user)
      .where(eq(user.phoneNumber, `+447714${local}`));
    console.log(
      `register burst, unverified number: requests=${replies.length} created=${statuses.filter((s) => s === 200).length} accounts_with_number=${accounts.length} verified=${accounts.filter((a) => a.phoneVerifiedAt).length} 5xx=${statuses.filter((s) => s >= 500).length}`,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(accounts).toHaveLength(20);
    expect(accounts.every((account) => account.phoneVerifiedAt === null)).toBe(true);
  });

  it('a number an account has verified makes no account; the others are told the phone already exists', async () => {
    const local = String((process.pid + 1) % 1_000_000).padStart(6, '0');
    const owner = await createUser(testApp.database.db, { phoneNumber: `+447715${local}`, phoneVerifiedAt: new Date() });
    const visitors = await visitorsFrom(20, '10.12.0');
    const replies = await Promise.all(
      visitors.map((visitor, n) => visitor.post('/tradespeople-setup/register', payload(n, `07715 ${local}`))),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    const accounts = await testApp.database.db
      .select()
      .from(user)
      .where(eq(user.phoneNumber, `+447715${local}`));
    const toldTaken = replies.filter((reply) => reply.json().errors?.phone_number?.[0] === PHONE_TAKEN);
    console.log(
      `register burst, verified number: requests=${replies.length} created=${statuses.filter((s) => s === 200).length} accounts_with_number=${accounts.length} told_taken=${toldTaken.length} 5xx=${statuses.filter((s) => s >= 500).length}`,
    );
    expect(accounts.map((account) => account.id)).toEqual([owner.id]);
    expect(statuses.every((status) => status === 422)).toBe(true);
    // every refusal is under the phone field; past the SMS caps it says so instead of sending another code
    expect(replies.every((reply) => reply.json().errors.phone_number?.length === 1)).toBe(true);
    expect(toldTaken.length).toBeGreaterThan(0);
    // the SMS sign-in's random token, so the page moves on to lead_existing
    expect(toldTaken.every((reply) => /^[A-Za-z0-9_-]{22}$/.test(reply.json().id))).toBe(true);
  });
});
