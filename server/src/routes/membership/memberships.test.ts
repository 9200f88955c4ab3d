import { eq } from 'drizzle-orm';
import { membershipPlan } from '#server/db/schema/index';
import { useTestApp, Visitor } from '#server-test/test-app';
import { planIdsBySlug } from '#server-test/test-memberships';
import { newSignedInTrader } from '#server-test/test-users';

const testApp = useTestApp();
let plans: Record<string, number>;
const plan = (slug: string) => plans[slug] ?? 0;

beforeAll(async () => {
  plans = await planIdsBySlug(testApp.database.db);
});

const list = (visitor: Visitor, page = 'signup') => visitor.get(`/v1/account/billing/memberships?page=${page}`);

test('without a signed-in user it answers 401', async () => {
  const visitor = new Visitor(testApp.app);
  await visitor.open();

  const response = await list(visitor);

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: 'unauthenticated', message: 'Please sign in.' });
});

test('a new trader is offered three monthly plans with a free first month, Standard pre-selected, none called most popular before anyone chose, and pay as you go', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await list(visitor);

  expect(response.statusCode).toBe(200);
  const trial = { type: 'FREE_TRIAL' };
  expect(response.json()).toEqual({
    subscriptions: [
      { id: plan('starter'), name: 'Starter', plan: { cost: 29 }, benefits: { credits: 25, categories: 10 }, promotion: trial },
      { id: plan('standard'), name: 'Standard', plan: { cost: 59 }, benefits: { credits: 50, categories: 25 }, promotion: trial },
      { id: plan('pro'), name: 'Pro', plan: { cost: 119 }, benefits: { credits: 110, categories: 60 }, promotion: trial },
    ],
    show_payg: true,
    pre_selected: plan('standard'),
    highlight: null,
    open: true,
    scheduled: null,
    changes_from: null,
    free_month_used: false,
  });
});

test('a trader who has chosen sees the list closed on the setup step and open on the account page', async () => {
  const { visitor } = await newSignedInTrader(testApp);
  await visitor.post(`/v1/account/billing/memberships/${plan('pro')}/pick`, { terms: true });

  const signup = (await list(visitor, 'signup')).json();
  const account = (await list(visitor, 'account')).json();

  expect(signup).toMatchObject({ open: false, pre_selected: plan('pro'), show_payg: true });
  expect(account).toMatchObject({ open: true, pre_selected: plan('pro') });
  // one free month per trader: it is not offered again
  expect(account.subscriptions.map((offer: { promotion: unknown }) => offer.promotion)).toEqual([null, null, null]);
  expect(account.free_month_used).toBe(true);
});

test('"Most Popular" goes to the plan more traders are on than any other', async () => {
  // earlier tests in this file put one trader on Pro; three on Starter lead it
  const pickers = await Promise.all([1, 2, 3].map(() => newSignedInTrader(testApp)));
  for (const { visitor } of pickers) await visitor.post(`/v1/account/billing/memberships/${plan('starter')}/pick`, { terms: true });

  const { visitor } = await newSignedInTrader(testApp);

  expect((await list(visitor)).json()).toMatchObject({ highlight: plan('starter'), pre_selected: plan('standard') });
});

test('a trader on pay as you go is not offered it again', async () => {
  const { visitor } = await newSignedInTrader(testApp, { membershipStatus: 'PAYG' });

  expect((await list(visitor, 'account')).json()).toMatchObject({ show_payg: false, open: true, pre_selected: plan('standard') });
});

test('a withdrawn plan is no longer offered', async () => {
  const { db } = testApp.database;
  const { visitor } = await newSignedInTrader(testApp);
  await db.update(membershipPlan).set({ active: false }).where(eq(membershipPlan.slug, 'starter'));
  try {
    const reply = (await list(visitor)).json();
    expect(reply.subscriptions.map((offer: { name: string }) => offer.name)).toEqual(['Standard', 'Pro']);
  } finally {
    await db.update(membershipPlan).set({ active: true }).where(eq(membershipPlan.slug, 'starter'));
  }
});

test('an unknown page is refused with 422', async () => {
  const { visitor } = await newSignedInTrader(testApp);

  const response = await list(visitor, 'elsewhere');

  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors)).toEqual(['page']);
});
