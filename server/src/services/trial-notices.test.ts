import { eq } from 'drizzle-orm';
import { londonToday, longDateText } from '#common/calendar-date';
import { outboxMessage, subscription } from '#server/db/schema/index';
import { paymentBefore } from '#server/lib/plan-change-date';
import { createTestApp, useTestApp } from '#server-test/test-app';
import { planIdsBySlug } from '#server-test/test-memberships';
import { newSignedInTrader } from '#server-test/test-users';
import { createTrialNotices } from './trial-notices';

// decision 089: three days before a free month ends, one e-mail, however many processes sweep
const env = { APP_URL: 'https://tradespace.test' };
const testApp = useTestApp(env);
const DAY_MS = 24 * 60 * 60 * 1000;
let plans: Record<string, number>;

beforeAll(async () => {
  plans = await planIdsBySlug(testApp.database.db);
});

/** A trader on `slug` whose free month ends `days` days from now. */
async function traderInTrial(slug: string, days: number) {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await visitor.post(`/v1/account/billing/memberships/${plans[slug] ?? 0}/pick`, { terms: true });
  const trialEndsAt = new Date(Date.now() + days * DAY_MS);
  await testApp.database.db.update(subscription).set({ trialEndsAt }).where(eq(subscription.userId, trader.id));
  return { trader, trialEndsAt };
}

const emailsTo = (to: string) => testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, to));

test('the notice states the plan, the amount with VAT, the first charge date and a link to change or cancel', async () => {
  const { trader, trialEndsAt } = await traderInTrial('standard', 2.5);

  await createTrialNotices(testApp.app).sweep(new Date());

  const [email] = await emailsTo(trader.email);
  expect(email?.subject).toBe(`Your free month ends on ${longDateText(londonToday(trialEndsAt))}`);
  expect(email?.textBody).toContain('Your free month of the Standard plan ends on');
  expect(email?.textBody).toContain(
    `the first monthly fee of £70.80 (£59.00 + VAT) for the Standard plan is taken on ${longDateText(londonToday(paymentBefore(trialEndsAt)))}`,
  );
  expect(email?.textBody).toContain('Change or cancel your plan:\nhttps://tradespace.test/my-account#membership');
  expect(email?.htmlBody).toContain('href="https://tradespace.test/my-account#membership"');
});

test('a trial ending in more than three days, one already over, and a cancelled one get nothing yet', async () => {
  const later = await traderInTrial('pro', 3.5);
  const over = await traderInTrial('pro', -0.1);
  const cancelled = await traderInTrial('starter', 1);
  await testApp.database.db.update(subscription).set({ status: 'cancelled' }).where(eq(subscription.userId, cancelled.trader.id));

  await createTrialNotices(testApp.app).sweep(new Date());

  for (const { trader } of [later, over, cancelled]) expect(await emailsTo(trader.email)).toEqual([]);
});

test('sweeps racing in two apps on one database write each notice once', async () => {
  const traders = await Promise.all([1, 2, 3].map(() => traderInTrial('starter', 1)));
  const other = await createTestApp(env, { database: testApp.database });
  try {
    const sweeps = [testApp.app, other.app, testApp.app, other.app].map((app) => createTrialNotices(app));
    const now = new Date();

    const written = await Promise.all(sweeps.map((sweep) => sweep.sweep(now)));

    expect(written.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
    for (const { trader } of traders) expect(await emailsTo(trader.email)).toHaveLength(1);
    // and a later sweep finds nothing left
    await createTrialNotices(other.app).sweep(new Date());
    for (const { trader } of traders) expect(await emailsTo(trader.email)).toHaveLength(1);
  } finally {
    await other.close();
  }
});

test('a notice that came due while no process ran is found by a freshly started app', async () => {
  const { trader } = await traderInTrial('pro', 2);
  // the app that was running when it came due is gone; a new one starts on the same database
  const fresh = await createTestApp(env, { database: testApp.database });
  try {
    expect(await createTrialNotices(fresh.app).sweep(new Date())).toBeGreaterThanOrEqual(1);
  } finally {
    await fresh.close();
  }
  const [email] = await emailsTo(trader.email);
  expect(email?.textBody).toContain('£142.80 (£119.00 + VAT) for the Pro plan');
});
