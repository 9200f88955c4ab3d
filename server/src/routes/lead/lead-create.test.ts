import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { lead, session, trade } from '#server/db/schema/index';
import { EMAIL_TAKEN } from '#common/contract/calls/registration';
import { sha256 } from '#server/lib/tokens';
import { SESSION_COOKIE } from '#server/plugins/sessions';
import { createTestApp, Visitor, type TestApp } from '#server-test/test-app';
import { createUser } from '#server-test/test-users';

let testApp: TestApp;
let tradeIds: number[];

beforeAll(async () => {
  testApp = await createTestApp({ CAPTCHA_AFTER_ATTEMPTS: '1000', EMAIL_TAKEN_ANSWERS_PER_HOUR: '1000' });
  const rows = await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2);
  tradeIds = rows.map((row) => row.id);
});
afterAll(() => testApp.close());

const email = () => `lead.${Date.now()}.${Math.random().toString(36).slice(2)}@example.co.uk`;

async function register(body: Record<string, unknown>) {
  const v = new Visitor(testApp.app);
  await v.open();
  return v.post('/v1/lead/register', { email_address: email(), postcode: 'M1 1AE', trades: tradeIds, ...body });
}

test('a lead with a known district and trades is stored as typed, in its district', async () => {
  const address = email();
  const reply = await register({ email_address: address, postcode: 'ls1 4ap' });

  expect(reply.statusCode).toBe(200);
  const [row] = await testApp.database.db.select().from(lead).where(eq(lead.id, reply.json().lead_id));
  expect(row).toMatchObject({ email: address, trades: tradeIds });
  expect(row?.postcode.toUpperCase()).toBe('LS1 4AP');
});

test('an unknown district and a trade that does not exist are each refused under their field, and nothing is stored', async () => {
  const address = email();
  const reply = await register({ email_address: address, postcode: 'ZZ99 9ZZ', trades: [tradeIds[0], 999_999] });

  expect(reply.statusCode).toBe(422);
  expect(reply.json().errors).toEqual({
    postcode: ['We do not recognise that postcode. Please check it and try again.'],
    trades: ['Please choose trades from the list.'],
  });
  expect(await testApp.database.db.select().from(lead).where(eq(lead.email, address))).toEqual([]);
});

test('the same trade twice is refused before any trade is looked up', async () => {
  const reply = await register({ trades: [tradeIds[0], tradeIds[0]] });

  expect(reply.statusCode).toBe(422);
  expect(reply.json().errors).toEqual({ trades: ['Please select each trade only once.'] });
});

test('each lead names its visit, and the visit’s session row is not written (decision 096)', async () => {
  const v = new Visitor(testApp.app);
  await v.open();
  const first = await v.post('/v1/lead/register', { email_address: email(), postcode: 'M1 1AE', trades: [tradeIds[0]] });
  const second = await v.post('/v1/lead/register', { email_address: 'Second.Lead@example.co.uk', postcode: 'LS1 4AP', trades: tradeIds });
  expect([first.statusCode, second.statusCode]).toEqual([200, 200]);

  const [earlier] = await testApp.database.db.select().from(lead).where(eq(lead.id, first.json().lead_id));
  const [stored] = await testApp.database.db.select().from(lead).where(eq(lead.id, second.json().lead_id));
  expect(stored).toMatchObject({ email: 'second.lead@example.co.uk', trades: tradeIds, sessionId: earlier?.sessionId });
  const visit = (await testApp.database.db.select().from(session)).find((row) => row.data.publicId === stored?.sessionId);
  expect(visit?.data).toEqual({ publicId: stored?.sessionId });
});

test('thirty first steps at once, half with e-mails that have accounts: each is answered for its own e-mail and visit (decision 098)', async () => {
  const db = testApp.database.db;
  const owners = await Promise.all(Array.from({ length: 15 }, () => createUser(db)));
  const visitors = Array.from({ length: 30 }, (_, index) => new Visitor(testApp.app, `198.51.100.${index + 1}`));
  await Promise.all(visitors.map((v) => v.open()));
  const addresses = visitors.map((_, index) => (index % 2 === 0 ? email() : (owners[(index - 1) / 2]?.email ?? '')));

  const replies = await Promise.all(
    visitors.map((v, index) => v.post('/v1/lead/register', { email_address: addresses[index], postcode: 'M1 1AE', trades: [tradeIds[0]] })),
  );

  expect(replies.map((reply) => reply.statusCode)).toEqual(addresses.map((_, index) => (index % 2 === 0 ? 200 : 422)));
  for (const [index, reply] of replies.entries()) {
    if (index % 2 === 1) {
      expect(reply.json().errors.email_address).toEqual([EMAIL_TAKEN]);
      continue;
    }
    const [stored] = await db.select().from(lead).where(eq(lead.id, reply.json().lead_id));
    const [visit] = await db
      .select()
      .from(session)
      .where(eq(session.id, sha256(visitors[index]?.cookies.get(SESSION_COOKIE) ?? '')));
    expect(stored?.email).toBe(addresses[index]);
    expect(stored?.sessionId).toBe(visit?.data.publicId);
  }
  expect(new Set(replies.filter((reply) => reply.statusCode === 200).map((reply) => reply.json().lead_id)).size).toBe(15);
});
