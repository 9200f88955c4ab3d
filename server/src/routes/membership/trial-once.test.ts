import { eq, inArray } from 'drizzle-orm';
import { keptOnClosing } from '#common/contract/account-data-texts';
import { closedAccount, subscription, trade, user, usedTrialContact } from '#server/db/schema/index';
import { appKey } from '#server/env';
import { trialContactHash } from '#server/lib/trial-contacts';
import { codeIn, latestMessage, linkIn } from '#server-test/outbox-reader';
import { LIMITS_LIFTED, useTestApp, Visitor } from '#server-test/test-app';
import { planIdsBySlug, subscriptionsOf } from '#server-test/test-memberships';
import { signUpPayload } from '#server-test/test-users';

// decision 106: the free month once per trader, also across a closed account with the same verified phone or e-mail
const testApp = useTestApp(LIMITS_LIFTED);
const PASSWORD = 'Copper-Pipe-Wrench-42';
let tradeIds: number[];
let standard: number;
let made = 0;

beforeAll(async () => {
  tradeIds = (await testApp.database.db.select({ id: trade.id }).from(trade).orderBy(trade.id).limit(2)).map((row) => row.id);
  standard = (await planIdsBySlug(testApp.database.db)).standard ?? 0;
});

/** A phone and an e-mail no other account in this run has. */
function freshContacts() {
  made += 1;
  const digits = String((process.pid * 100 + made) % 1_000_000).padStart(6, '0');
  return { email: `trial.once.${process.pid}.${made}@example.co.uk`, phone: `07719 ${digits}` };
}

async function visitorAt(): Promise<Visitor> {
  made += 1;
  const visitor = new Visitor(testApp.app, `10.19.${Math.floor(made / 250)}.${(made % 250) + 1}`);
  await visitor.open();
  return visitor;
}

/** Signs up through the sign-up call, as the page does: the phone and e-mail are typed, not proved. */
async function signUp(contacts: { email: string; phone: string }) {
  const visitor = await visitorAt();
  const reply = await visitor.post('/tradespeople-setup/register', signUpPayload({ ...contacts, trades: tradeIds }));
  expect(reply.statusCode).toBe(200);
  return { visitor, id: reply.json().id as number, phone: reply.json().phone_number as string, email: contacts.email };
}

/** Proves the phone with the code texted to it, read from the phone as a person reads it. */
async function verifyPhone(visitor: Visitor, phone: string) {
  expect((await visitor.post('/v1/account/verify/phone/send', {})).statusCode).toBe(200);
  const code = codeIn((await latestMessage(testApp.database.db, phone, 'sms'))?.textBody ?? '');
  expect((await visitor.post('/v1/account/verify/phone/check', { code })).json()).toEqual({ success: true, error: null });
}

/** Proves the e-mail: asks for a sign-in link and opens it from the inbox. */
async function verifyEmail(email: string) {
  const browser = await visitorAt();
  expect((await browser.post('/auth/login-link', { email_address: email })).statusCode).toBe(200);
  const link = new URL(linkIn((await latestMessage(testApp.database.db, email, 'email'))?.textBody ?? ''));
  expect((await browser.request('GET', link.pathname, undefined, {})).headers.location).toBe('/my-account');
}

async function close(visitor: Visitor) {
  expect((await visitor.post('/v1/account/close/check', { password: PASSWORD })).statusCode).toBe(200);
  expect((await visitor.post('/v1/account/close', { confirm: true })).statusCode).toBe(200);
}

const offer = async (visitor: Visitor) => (await visitor.get('/v1/account/billing/memberships?page=signup')).json();
const pick = (visitor: Visitor) => visitor.post(`/v1/account/billing/memberships/${standard}/pick`, { terms: true });

/** The free month's state as the trader sees it, and the subscription rows behind it. */
async function afterPick(visitor: Visitor, id: number) {
  const info = (await visitor.get('/v1/account/info')).json().user;
  const rows = await subscriptionsOf(testApp.database.db, id);
  return { trialEndsAt: info.membership.trial_ends_at, rows: rows.map((row) => ({ status: row.status, trial: row.trialEndsAt !== null })) };
}

/** A trader who had the free month with these contacts proved, then closed the account. */
async function hadFreeMonthAndClosed(contacts: { email: string; phone: string }, prove: 'phone' | 'email') {
  const first = await signUp(contacts);
  if (prove === 'phone') await verifyPhone(first.visitor, first.phone);
  else await verifyEmail(first.email);
  expect((await offer(first.visitor)).free_month_used).toBe(false);
  expect((await pick(first.visitor)).statusCode).toBe(200);
  expect((await afterPick(first.visitor, first.id)).rows).toEqual([{ status: 'trialing', trial: true }]);
  await close(first.visitor);
  return first;
}

test('a new account with the verified phone of a closed account that had the free month gets none, and is told so', async () => {
  const contacts = freshContacts();
  const first = await hadFreeMonthAndClosed(contacts, 'phone');
  const again = await signUp({ ...freshContacts(), phone: contacts.phone });
  expect(again.phone).toBe(first.phone);
  await verifyPhone(again.visitor, again.phone);

  const before = await offer(again.visitor);
  const picked = await pick(again.visitor);

  expect(before.free_month_used).toBe(true);
  expect(before.subscriptions.map((plan: { promotion: unknown }) => plan.promotion)).toEqual(before.subscriptions.map(() => null));
  expect(picked.statusCode).toBe(200);
  expect(await afterPick(again.visitor, again.id)).toEqual({ trialEndsAt: null, rows: [{ status: 'active', trial: false }] });
  expect((await offer(again.visitor)).free_month_used).toBe(true);
});

test('a new account with the verified e-mail of a closed account that had the free month gets none, once it proves the e-mail', async () => {
  const contacts = freshContacts();
  await hadFreeMonthAndClosed(contacts, 'email');
  const again = await signUp({ ...freshContacts(), email: contacts.email });

  // typed but not proved, the address is a claim: it takes nothing away
  expect((await offer(again.visitor)).free_month_used).toBe(false);
  await verifyEmail(contacts.email);
  const before = await offer(again.visitor);
  const picked = await pick(again.visitor);

  expect(before.free_month_used).toBe(true);
  expect(picked.statusCode).toBe(200);
  expect(await afterPick(again.visitor, again.id)).toEqual({ trialEndsAt: null, rows: [{ status: 'active', trial: false }] });
});

test('a new account that only typed that phone, unproved, still gets its free month', async () => {
  const contacts = freshContacts();
  await hadFreeMonthAndClosed(contacts, 'phone');
  const stranger = await signUp({ ...freshContacts(), phone: contacts.phone });

  const before = await offer(stranger.visitor);
  const picked = await pick(stranger.visitor);

  expect(before.free_month_used).toBe(false);
  expect(before.subscriptions.some((plan: { promotion: unknown }) => plan.promotion !== null)).toBe(true);
  expect(picked.statusCode).toBe(200);
  const after = await afterPick(stranger.visitor, stranger.id);
  expect(after.rows).toEqual([{ status: 'trialing', trial: true }]);
  expect(after.trialEndsAt).toEqual(expect.any(String));
});

test('a phone proved after the free month began stays used when the trader moves to another number and closes', async () => {
  const contacts = freshContacts();
  const first = await signUp(contacts);
  expect((await pick(first.visitor)).statusCode).toBe(200);
  await verifyPhone(first.visitor, first.phone);
  const other = freshContacts().phone;
  expect((await first.visitor.post('/v1/account/verify/phone/set', { phone_number: other })).statusCode).toBe(200);
  await close(first.visitor);
  const again = await signUp({ ...freshContacts(), phone: contacts.phone });
  await verifyPhone(again.visitor, again.phone);

  expect((await offer(again.visitor)).free_month_used).toBe(true);
  expect((await pick(again.visitor)).statusCode).toBe(200);
  expect((await afterPick(again.visitor, again.id)).rows).toEqual([{ status: 'active', trial: false }]);
});

test('only keyed hashes are kept: 64 hex characters, no digits of the phone or letters of the address', async () => {
  const contacts = freshContacts();
  const first = await hadFreeMonthAndClosed(contacts, 'phone');
  const key = appKey(testApp.app.env);
  const phoneHash = trialContactHash(key, 'phone', first.phone);

  const rows = await testApp.database.db.select().from(usedTrialContact);
  const kept = await testApp.database.db.select().from(usedTrialContact).where(eq(usedTrialContact.hash, phoneHash));

  expect(kept).toHaveLength(1);
  expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  expect(JSON.stringify(rows)).not.toContain(first.phone.slice(3));
  // the e-mail was never proved, so it is not kept
  expect(rows.map((row) => row.hash)).not.toContain(trialContactHash(key, 'email', first.email));
});

test('closing an account that had the free month before the hashes existed keeps them, and says so in the audit entry', async () => {
  const contacts = freshContacts();
  const older = await signUp(contacts);
  await verifyPhone(older.visitor, older.phone);
  await verifyEmail(older.email);
  // a free month started before this table: no hash was written then
  await testApp.database.db.insert(subscription).values({
    userId: older.id,
    planId: standard,
    status: 'trialing',
    trialEndsAt: new Date(Date.now() + 20 * 24 * 3600 * 1000),
    termsAcceptedAt: new Date(),
  });
  const key = appKey(testApp.app.env);
  const hashes = [trialContactHash(key, 'phone', older.phone), trialContactHash(key, 'email', older.email)];
  expect(await testApp.database.db.select().from(usedTrialContact).where(inArray(usedTrialContact.hash, hashes))).toEqual([]);

  await close(older.visitor);

  const kept = await testApp.database.db.select().from(usedTrialContact);
  expect(kept.map((row) => row.hash)).toEqual(expect.arrayContaining(hashes));
  const [closure] = await testApp.database.db.select().from(closedAccount).where(eq(closedAccount.userId, older.id));
  expect(closure?.kept).toContainEqual(keptOnClosing.freeMonth);
  const [row] = await testApp.database.db.select().from(user).where(eq(user.id, older.id));
  expect(row?.phoneNumber).toBeNull();
});

test('20 picks at once by a trader whose verified phone had the free month start one plan, without a free month', async () => {
  const contacts = freshContacts();
  await hadFreeMonthAndClosed(contacts, 'phone');
  const again = await signUp({ ...freshContacts(), phone: contacts.phone });
  await verifyPhone(again.visitor, again.phone);

  const replies = await Promise.all(Array.from({ length: 20 }, () => pick(again.visitor)));

  const after = await afterPick(again.visitor, again.id);
  const ok = replies.filter((reply) => reply.statusCode === 200).length;
  console.log(
    `trial-once burst: picks=${replies.length} answered_200=${ok} subscriptions=${after.rows.length} ` +
      `free_months=${after.rows.filter((row) => row.trial).length}`,
  );
  expect(ok).toBe(20);
  expect(after.rows).toEqual([{ status: 'active', trial: false }]);
});
