import { eq } from 'drizzle-orm';
import { londonToday, longDateText } from '#common/calendar-date';
import { outboxMessage, subscription, user } from '#server/db/schema/index';
import { monthlyAnniversary } from '#server/lib/plan-change-date';
import { latestMessage } from '#server-test/outbox-reader';
import { useTestApp, Visitor } from '#server-test/test-app';
import { liveSubscriptionsOf, planIdsBySlug } from '#server-test/test-memberships';
import { newSignedInTrader } from '#server-test/test-users';

// decision 089: cancel from the account page, effective as the subscription terms say, with an e-mail
const testApp = useTestApp({ APP_URL: 'https://tradespace.test' });
const DAY_MS = 24 * 60 * 60 * 1000;
let plans: Record<string, number>;

beforeAll(async () => {
  plans = await planIdsBySlug(testApp.database.db);
});

const pick = (visitor: Visitor, slug: string) => visitor.post(`/v1/account/billing/memberships/${plans[slug] ?? 0}/pick`, { terms: true });
const cancel = (visitor: Visitor) => visitor.post('/v1/account/billing/memberships/cancel', {});
const offerOf = async (visitor: Visitor) => (await visitor.get('/v1/account/billing/memberships?page=account')).json();
const userOf = async (visitor: Visitor) => (await visitor.get('/v1/account/info')).json().user;
const emailsTo = (to: string) => testApp.database.db.select().from(outboxMessage).where(eq(outboxMessage.recipient, to));

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();
  expect((await cancel(visitor)).statusCode).toBe(401);
});

test('with no monthly plan it is a 422 under general, and no e-mail is sent', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await cancel(visitor);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { general: ['You have no monthly plan to cancel.'] } });
  expect(await emailsTo(trader.email)).toEqual([]);
});

test('in the free month it ends at once, the trader is on pay as you go, and the e-mail says nothing was charged', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await pick(visitor, 'standard');
  // the date shown before confirming: null means at once
  expect((await offerOf(visitor)).changes_from).toBeNull();

  const response = await cancel(visitor);

  expect(response.statusCode).toBe(200);
  const reply = response.json();
  expect(reply).toMatchObject({ success: true, scheduled: null });
  expect(Math.abs(Date.parse(reply.ends_at) - Date.now())).toBeLessThan(60_000);
  expect(await liveSubscriptionsOf(testApp.database.db, trader.id)).toEqual([]);
  expect((await userOf(visitor)).membership_status).toBe('PAYG');
  const email = await latestMessage(testApp.database.db, trader.email, 'email');
  expect(email?.subject).toBe('Your Tradespace membership is cancelled');
  expect(email?.textBody).toContain('Your Standard plan ended today, during your free month, and nothing was charged.');
  expect(email?.textBody).toContain('https://tradespace.test/my-account#membership');
  // a second press finds nothing left to cancel and sends no second e-mail
  expect((await cancel(visitor)).statusCode).toBe(422);
  expect(await emailsTo(trader.email)).toHaveLength(1);
});

test('after the free month it ends on the date the list showed before confirming, and the e-mail names that date', async () => {
  const { db } = testApp.database;
  const { trader, visitor } = await newSignedInTrader(testApp);
  await pick(visitor, 'pro');
  const trialEnd = new Date(Date.now() - 10 * DAY_MS);
  trialEnd.setUTCMilliseconds(0);
  await db.update(subscription).set({ trialEndsAt: trialEnd }).where(eq(subscription.userId, trader.id));
  await db.update(user).set({ trialEndsAt: trialEnd }).where(eq(user.id, trader.id));
  const shown = (await offerOf(visitor)).changes_from;
  // 10 days after the trial's end the next anniversary is still more than 5 days away (decision 065)
  expect(shown).toBe(monthlyAnniversary(trialEnd, 1).toISOString());

  const reply = (await cancel(visitor)).json();

  expect(reply).toEqual({ success: true, ends_at: shown, scheduled: { plan_id: null, plan_name: 'Pay as you go', payg: true, at: shown } });
  // still on the plan until then
  expect((await userOf(visitor)).membership_status).toBe('PICKED');
  expect(await liveSubscriptionsOf(db, trader.id)).toMatchObject([{ scheduledPayg: true }]);
  const email = await latestMessage(db, trader.email, 'email');
  expect(email?.textBody).toContain(`Your Pro plan ends on ${longDateText(londonToday(new Date(shown)))}, as the subscription terms say.`);
});
