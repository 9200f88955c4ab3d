import { asc, eq } from 'drizzle-orm';
import { addDays, longDateText } from '#common/calendar-date';
import { outboxMessage, verificationRequest } from '#server/db/schema/index';
import { createAccountClosingRepo } from '#server/repos/account-closing-repo';
import { createTestApp, useTestApp } from '#server-test/test-app';
import { storedInsurance } from '#server-test/test-insurance';
import { createTrader } from '#server-test/test-profiles';
import { signedInVisitor } from '#server-test/test-users';
import { createInsuranceNotices } from './insurance-notices';

// decision 136: reminders 30 and 7 days before a policy ends, each once however many processes sweep, and
// the day after its last day the certificate expires and the trader is told. The clock is the sweep's `now`.
const env = { APP_URL: 'https://tradespace.test' };
const testApp = useTestApp(env);
const DAY_MS = 24 * 60 * 60 * 1000;

// in the order written: PostgreSQL gives no order without one, and the outbox worker updates the rows it sends
const emailsTo = (to: string) =>
  testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, to)).orderBy(asc(outboxMessage.id));
const subjectsTo = async (to: string) => (await emailsTo(to)).map((email) => email.subject);
const statusOf = async (id: number) =>
  (await testApp.database.db.select().from(verificationRequest).where(eq(verificationRequest.id, id)))[0]?.status;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
const sweep = (now = new Date()) => createInsuranceNotices(testApp.app).sweep(now);

async function insuredTrader(daysLeft: number, status: 'approved' | 'pending' = 'approved') {
  const trader = await createTrader(testApp.database.db);
  const request = await storedInsurance(testApp, trader.id, { status, daysLeft });
  return { trader, request, ends: longDateText(request.expiresOn ?? '') };
}

test('30 days before the end one reminder, 7 days before another, each once', async () => {
  const { trader, ends } = await insuredTrader(40);
  const subject = `Your public liability insurance ends on ${ends}`;

  await sweep(daysFromNow(9)); // 31 days left: nothing yet
  expect(await emailsTo(trader.email)).toEqual([]);

  await sweep(daysFromNow(10)); // 30 days left
  await sweep(daysFromNow(11));
  expect(await subjectsTo(trader.email)).toEqual([subject]);
  const [first] = await emailsTo(trader.email);
  expect(first?.template).toBe('insurance-reminder-30');
  expect(first?.textBody).toContain('Upload your certificate:\nhttps://tradespace.test/my-account#insurance');

  await sweep(daysFromNow(33)); // 7 days left
  await sweep(daysFromNow(34));
  const emails = await emailsTo(trader.email);
  expect(emails.map((email) => email.template)).toEqual(['insurance-reminder-30', 'insurance-reminder-7']);
});

test('a certificate saved with 20 days left gets the 30-day reminder at the next sweep; with 5 left only the 7-day one', async () => {
  const twenty = await insuredTrader(20, 'pending');
  const five = await insuredTrader(5);

  await sweep();

  expect((await emailsTo(twenty.trader.email)).map((email) => email.template)).toEqual(['insurance-reminder-30']);
  expect((await emailsTo(five.trader.email)).map((email) => email.template)).toEqual(['insurance-reminder-7']);
  await sweep();
  expect(await emailsTo(five.trader.email)).toHaveLength(1);
});

test('an old certificate already renewed is not reminded; a rejected one neither', async () => {
  const { trader } = await insuredTrader(10);
  await storedInsurance(testApp, trader.id, { status: 'pending', daysLeft: 375 });
  const rejected = await insuredTrader(10);
  await testApp.database.db.update(verificationRequest).set({ status: 'rejected' }).where(eq(verificationRequest.id, rejected.request.id));

  await sweep();

  expect(await emailsTo(trader.email)).toEqual([]);
  expect(await emailsTo(rejected.trader.email)).toEqual([]);
});

test('on its last day it stands; the day after it expires, the trader is told once, and the profile loses it', async () => {
  const trader = await createTrader(testApp.database.db, { url: 'expiring-insured-ltd' });
  const request = await storedInsurance(testApp, trader.id, { status: 'approved', daysLeft: 0 });
  const lastDay = request.expiresOn ?? '';

  await sweep();
  expect(await statusOf(request.id)).toBe('approved');

  const dayAfter = new Date(Date.parse(`${addDays(lastDay, 1)}T12:00:00Z`));
  await sweep(dayAfter);
  await sweep(dayAfter);

  expect(await statusOf(request.id)).toBe('expired');
  const expired = (await emailsTo(trader.email)).filter((email) => email.template === 'insurance-expired');
  expect(expired).toHaveLength(1);
  expect(expired[0]?.subject).toBe('Your public liability insurance has expired');
  expect(expired[0]?.textBody).toContain(`valid until ${longDateText(lastDay)}, has ended, so your public profile no longer shows it.`);
  const visitor = await signedInVisitor(testApp, trader.id);
  expect((await visitor.get('/v1/account/verify/insurance')).json()).toMatchObject({ insurance: { status: 'expired' } });
});

test('a certificate still waiting for review when its policy ended expires without an e-mail', async () => {
  const { trader, request } = await insuredTrader(-1, 'pending');

  await sweep();

  expect(await statusOf(request.id)).toBe('expired');
  expect(await emailsTo(trader.email)).toEqual([]);
});

test('sweeps racing in two apps on one database write each reminder and each expiry once', async () => {
  const reminded = await Promise.all([25, 26, 6].map((days) => insuredTrader(days)));
  const lapsed = await Promise.all([1, 2].map(() => insuredTrader(-1)));
  const other = await createTestApp(env, { database: testApp.database });
  try {
    const now = new Date();
    const sweeps = [testApp.app, other.app, testApp.app, other.app].map((app) => createInsuranceNotices(app).sweep(now));

    const written = await Promise.all(sweeps);

    expect(written.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(5);
    for (const { trader } of [...reminded, ...lapsed]) expect(await emailsTo(trader.email)).toHaveLength(1);
    await createInsuranceNotices(other.app).sweep(new Date());
    for (const { trader } of [...reminded, ...lapsed]) expect(await emailsTo(trader.email)).toHaveLength(1);
  } finally {
    await other.close();
  }
});

test('a closed account is neither reminded nor expired: its insurance details are erased', async () => {
  const { trader, request } = await insuredTrader(5);
  await testApp.database.db.transaction((tx) => createAccountClosingRepo(tx).clearVerification(trader.id, tx));

  await sweep(daysFromNow(10));

  expect(await emailsTo(trader.email)).toEqual([]);
  expect(await statusOf(request.id)).toBe('approved');
});
