import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_TAKEN } from '#common/contract/calls/register';
import { trade, user } from '#server/db/schema/index';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { signUpPayload } from '#server-test/test-users';

const testApp = useTestApp(LIMITS_LIFTED);

// docs/decisions/055: one live account per phone, even when 20 sign-ups with one number arrive at once
let tradeIds: number[];

beforeAll(async () => {
  const rows = await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2);
  tradeIds = rows.map((row) => row.id);
});

function payload(n: number, phone: string) {
  return signUpPayload({ email: `race.${process.pid}.${Date.now()}.${n}@example.co.uk`, phone, trades: tradeIds });
}

describe('20 sign-ups with one phone at once', () => {
  it('makes exactly one account; the others are told the phone already exists, as the check before does', async () => {
    const local = String(process.pid % 1_000_000).padStart(6, '0');
    const phone = `07714 ${local}`;
    const visitors = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const visitor = new Visitor(testApp.app, `10.11.0.${n + 1}`);
        await visitor.open();
        return visitor;
      }),
    );

    const replies = await Promise.all(visitors.map((visitor, n) => visitor.post('/tradespeople-setup/register', payload(n, phone))));

    const statuses = replies.map((reply) => reply.statusCode);
    const accounts = await testApp.database.db
      .select()
      .from(user)
      .where(eq(user.phoneNumber, `+447714${local}`));
    const refused = replies.filter((reply) => reply.statusCode === 422);
    // the check answers with the SMS sign-in's id, so the page moves on to lead_existing
    const toldTaken = refused.filter((reply) => reply.json().errors.phone_number?.[0] === PHONE_TAKEN);
    console.log(
      `register burst: requests=${replies.length} limit=1 created=${statuses.filter((s) => s === 200).length} accounts_with_phone=${accounts.length} told_taken=${toldTaken.length} 5xx=${statuses.filter((s) => s >= 500).length}`,
    );
    expect(accounts).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(refused).toHaveLength(19);
    // every refusal is under the phone field; past the SMS caps it says so instead of sending another code
    expect(refused.every((reply) => reply.json().errors.phone_number?.length === 1)).toBe(true);
    expect(toldTaken.length).toBeGreaterThan(0);
    expect(toldTaken.every((reply) => typeof reply.json().id === 'number')).toBe(true);
  });
});
