import { useTestApp, Visitor } from '#server-test/test-app';
import { liveSubscriptionsOf, planIdsBySlug, subscriptionsOf } from '#server-test/test-memberships';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp();
let plans: Record<string, number>;

beforeAll(async () => {
  plans = await planIdsBySlug(testApp.database.db);
});

const payg = (visitor: Visitor) => visitor.post('/v1/account/billing/memberships/payg', {});
const pick = (visitor: Visitor, slug: string) => visitor.post(`/v1/account/billing/memberships/${plans[slug] ?? 0}/pick`, { terms: true });
const userOf = async (visitor: Visitor) => (await visitor.get('/v1/account/info')).json().user;

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  expect((await payg(visitor)).statusCode).toBe(401);
});

test('a new trader moves to pay as you go', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await payg(visitor);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, scheduled: null });
  expect(await userOf(visitor)).toMatchObject({
    membership_status: 'PAYG',
    membership: { plan: null, trial_ends_at: null, first_charge_at: null },
  });
});

test('pay as you go cancels the live subscription', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await pick(visitor, 'standard');

  await payg(visitor);

  expect(await liveSubscriptionsOf(testApp.database.db, trader.id)).toEqual([]);
  const [row] = await subscriptionsOf(testApp.database.db, trader.id);
  expect(row?.status).toBe('cancelled');
  expect(row?.cancelledAt).toBeInstanceOf(Date);
  expect((await userOf(visitor)).membership_status).toBe('PAYG');
});

test('a trader back from pay as you go gets a plan straight away, without a second free month', async () => {
  const { trader, visitor } = await newSignedInTrader(testApp);
  await pick(visitor, 'starter');
  await payg(visitor);

  await pick(visitor, 'pro');

  const live = await liveSubscriptionsOf(testApp.database.db, trader.id);
  expect(live).toHaveLength(1);
  expect(live[0]).toMatchObject({ status: 'active', trialEndsAt: null });
  expect(await userOf(visitor)).toMatchObject({ membership_status: 'PICKED', membership: { trial_ends_at: null } });
});

test('choosing pay as you go twice answers the same', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  await payg(visitor);

  expect((await payg(visitor)).statusCode).toBe(200);
  expect((await userOf(visitor)).membership_status).toBe('PAYG');
});
