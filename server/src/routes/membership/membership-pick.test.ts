import { useTestApp, Visitor } from '#server-test/test-app';
import { liveSubscriptionsOf, planIdsBySlug, subscriptionsOf } from '#server-test/test-memberships';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp();
let plans: Record<string, number>;
const plan = (slug: string) => plans[slug] ?? 0;

beforeAll(async () => {
  plans = await planIdsBySlug(testApp.database.db);
});

const pick = (visitor: Visitor, id: number | string, body: unknown = { terms: true }) =>
  visitor.post(`/v1/account/billing/memberships/${id}/pick`, body);

async function userOf(visitor: Visitor) {
  return (await visitor.get('/v1/account/info')).json().user;
}

const DAY_MS = 24 * 60 * 60 * 1000;

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  expect((await pick(visitor, plan('standard'))).statusCode).toBe(401);
});

test.each([
  ['without terms', {}],
  ['with the terms unticked', { terms: false }],
])('%s it answers 422 under terms and changes nothing', async (_, body) => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await pick(visitor, plan('standard'), body);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { terms: ['Please agree to the subscription terms.'] } });
  expect((await userOf(visitor)).membership_status).toBe('PICK_SUB');
  expect(await subscriptionsOf(testApp.database.db, trader.id)).toEqual([]);
});

test('with the terms it starts a one-month free trial and the account shows the plan', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await pick(visitor, plan('standard'));

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, scheduled: null });
  const user = await userOf(visitor);
  expect(user.membership_status).toBe('PICKED');
  expect(user.membership.plan).toEqual({ credits: 50, name: 'Standard', cost: 59 });
  const trialDays = (Date.parse(user.membership.trial_ends_at) - Date.now()) / DAY_MS;
  expect(trialDays).toBeGreaterThanOrEqual(27.9);
  expect(trialDays).toBeLessThanOrEqual(31.1);
  const [row] = await liveSubscriptionsOf(testApp.database.db, trader.id);
  expect(row).toMatchObject({ planId: plan('standard'), status: 'trialing' });
  expect(row?.trialEndsAt?.toISOString()).toBe(user.membership.trial_ends_at);
  // the first fee is taken 2 days before the free month ends, as the subscription terms say
  const chargeDaysBeforeEnd = (Date.parse(user.membership.trial_ends_at) - Date.parse(user.membership.first_charge_at)) / DAY_MS;
  expect(chargeDaysBeforeEnd).toBeGreaterThanOrEqual(1.9);
  expect(chargeDaysBeforeEnd).toBeLessThanOrEqual(2.1);
});

test('picking the same plan twice answers the same and keeps one subscription and its trial end', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await pick(visitor, plan('starter'));
  const first = (await userOf(visitor)).membership.trial_ends_at;

  const again = await pick(visitor, plan('starter'));

  expect(again.statusCode).toBe(200);
  expect((await userOf(visitor)).membership.trial_ends_at).toBe(first);
  expect(await subscriptionsOf(testApp.database.db, trader.id)).toHaveLength(1);
});

test('picking another plan switches the live subscription instead of adding one', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await pick(visitor, plan('starter'));

  await pick(visitor, plan('pro'));

  const rows = await subscriptionsOf(testApp.database.db, trader.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ planId: plan('pro'), status: 'trialing' });
  expect((await userOf(visitor)).membership.plan).toEqual({ credits: 110, name: 'Pro', cost: 119 });
});

test('picks sent at the same moment leave exactly one live subscription', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const replies = await Promise.all([
    pick(visitor, plan('standard')),
    pick(visitor, plan('standard')),
    pick(visitor, plan('pro')),
    pick(visitor, plan('starter')),
  ]);

  expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
  const live = await liveSubscriptionsOf(testApp.database.db, trader.id);
  expect(live).toHaveLength(1);
  expect(await subscriptionsOf(testApp.database.db, trader.id)).toHaveLength(1);
  expect((await userOf(visitor)).membership.plan?.name).toBe(
    { [plan('standard')]: 'Standard', [plan('pro')]: 'Pro', [plan('starter')]: 'Starter' }[live[0]?.planId ?? 0],
  );
});

test('a plan that does not exist is a 422 under general, not a server error', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);

  const response = await pick(visitor, 987_654);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ errors: { general: ['That plan is no longer available. Please choose another.'] } });
  expect(await subscriptionsOf(testApp.database.db, trader.id)).toEqual([]);
});

test('a plan id that is no number names no plan: 404 (decision 060)', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  expect((await pick(visitor, 'gold')).statusCode).toBe(404);
});

test('a pick without the CSRF token is refused', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  visitor.cookies.delete('XSRF-TOKEN');

  expect((await pick(visitor, plan('standard'))).statusCode).toBe(419);
});
