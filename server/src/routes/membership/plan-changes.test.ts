import { eq } from 'drizzle-orm';
import { subscription, user } from '#server/db/schema/index';
import { monthlyAnniversary } from '#server/lib/plan-change-date';
import { createPlanChanges } from '#server/services/plan-changes';
import { useTestApp, type Visitor } from '#server-test/test-app';
import { liveSubscriptionsOf, planIdsBySlug, subscriptionsOf } from '#server-test/test-memberships';
import { createUser, signedInVisitor } from '#server-test/test-users';

// decision 065: in the free month a change applies at once; after it, on the
// next monthly anniversary (the one after inside the 3 days' notice before the payment)

const testApp = useTestApp();
let plans: Record<string, number>;
const plan = (slug: string) => plans[slug] ?? 0;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  plans = await planIdsBySlug(testApp.database.db);
});

const pick = (visitor: Visitor, slug: string) => visitor.post(`/v1/account/billing/memberships/${plan(slug)}/pick`, { terms: true });
const payg = (visitor: Visitor) => visitor.post('/v1/account/billing/memberships/payg', {});
const keep = (visitor: Visitor) => visitor.post('/v1/account/billing/memberships/scheduled/cancel', {});
const offerOf = async (visitor: Visitor) => (await visitor.get('/v1/account/billing/memberships?page=account')).json();
const userOf = async (visitor: Visitor) => (await visitor.get('/v1/account/info')).json().user;

/** A trader on `slug` whose free month ended `endedDaysAgo` days ago; answers the trial's end (the anchor). */
async function traderAfterTrial(slug: string, endedDaysAgo: number) {
  const { db } = testApp.database;
  const trader = await createUser(db);
  const visitor = await signedInVisitor(testApp, trader.id);
  await pick(visitor, slug);
  const trialEnd = new Date(Date.now() - endedDaysAgo * DAY_MS);
  trialEnd.setUTCMilliseconds(0);
  await db
    .update(subscription)
    .set({ trialEndsAt: trialEnd, createdAt: new Date(trialEnd.getTime() - 30 * DAY_MS) })
    .where(eq(subscription.userId, trader.id));
  await db.update(user).set({ trialEndsAt: trialEnd }).where(eq(user.id, trader.id));
  return { trader, visitor, trialEnd };
}

/** Moves the change waiting into the past, as if its anniversary had come. */
async function makeDue(userId: number) {
  await testApp.database.db
    .update(subscription)
    .set({ scheduledAt: new Date(Date.now() - 60_000) })
    .where(eq(subscription.userId, userId));
}

describe('during the free month', () => {
  test('another plan applies at once: the subscription and the account show it and nothing waits', async () => {
    const trader = await createUser(testApp.database.db);
    const visitor = await signedInVisitor(testApp, trader.id);
    await pick(visitor, 'standard');

    const reply = await pick(visitor, 'starter');

    expect(reply.json()).toEqual({ success: true, scheduled: null });
    expect((await userOf(visitor)).membership.plan).toEqual({ credits: 25, name: 'Starter', cost: 29 });
    const [row] = await liveSubscriptionsOf(testApp.database.db, trader.id);
    expect(row).toMatchObject({ planId: plan('starter'), status: 'trialing', scheduledAt: null, scheduledPlanId: null });
    expect(await offerOf(visitor)).toMatchObject({ pre_selected: plan('starter'), scheduled: null, changes_from: null });
  });

  test('pay as you go applies at once', async () => {
    const trader = await createUser(testApp.database.db);
    const visitor = await signedInVisitor(testApp, trader.id);
    await pick(visitor, 'standard');

    expect((await payg(visitor)).json()).toEqual({ success: true, scheduled: null });
    expect((await userOf(visitor)).membership_status).toBe('PAYG');
    expect(await liveSubscriptionsOf(testApp.database.db, trader.id)).toEqual([]);
  });
});

describe('after the free month', () => {
  test('another plan waits for the next monthly anniversary; until then the trader stays on the current one', async () => {
    const { trader, visitor, trialEnd } = await traderAfterTrial('standard', 10);
    const expected = monthlyAnniversary(trialEnd, 1).toISOString();

    const reply = await pick(visitor, 'starter');

    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      scheduled: { plan_id: plan('starter'), plan_name: 'Starter', payg: false, at: expected },
    });
    expect((await userOf(visitor)).membership.plan?.name).toBe('Standard');
    const [row] = await liveSubscriptionsOf(testApp.database.db, trader.id);
    expect(row).toMatchObject({ planId: plan('standard'), scheduledPlanId: plan('starter'), scheduledPayg: false });
    expect(row?.scheduledAt?.toISOString()).toBe(expected);
    expect(row?.scheduledRequestedAt).toBeInstanceOf(Date);
    // the plans page shows the change, and when a change asked now would start
    expect(await offerOf(visitor)).toMatchObject({
      pre_selected: plan('standard'),
      scheduled: { plan_id: plan('starter'), plan_name: 'Starter', payg: false, at: expected },
      changes_from: expected,
    });
  });

  test('asked inside the notice (the next anniversary is under 5 days away), it waits for the anniversary after', async () => {
    // 27 days after the trial's end the next anniversary is 1 to 4 days away: its payment is less than 3 days off
    const { trader, visitor, trialEnd } = await traderAfterTrial('standard', 27);
    const next = monthlyAnniversary(trialEnd, 1);
    const after = monthlyAnniversary(trialEnd, 2);
    expect(next.getTime() - Date.now()).toBeLessThan(5 * DAY_MS);

    const reply = (await pick(visitor, 'pro')).json();

    expect(reply.scheduled.at).toBe(after.toISOString());
    expect((await offerOf(visitor)).changes_from).toBe(after.toISOString());
    const [row] = await liveSubscriptionsOf(testApp.database.db, trader.id);
    expect(row?.scheduledAt?.toISOString()).toBe(after.toISOString());
  });

  test('pay as you go waits likewise, then cancels the subscription on its anniversary', async () => {
    const { trader, visitor, trialEnd } = await traderAfterTrial('pro', 3);
    const expected = monthlyAnniversary(trialEnd, 1).toISOString();

    const reply = (await payg(visitor)).json();

    expect(reply).toEqual({ success: true, scheduled: { plan_id: null, plan_name: 'Pay as you go', payg: true, at: expected } });
    expect(await userOf(visitor)).toMatchObject({ membership_status: 'PICKED', membership: { plan: { name: 'Pro' } } });
    expect(await liveSubscriptionsOf(testApp.database.db, trader.id)).toHaveLength(1);

    await makeDue(trader.id);

    expect(await userOf(visitor)).toMatchObject({ membership_status: 'PAYG', membership: { plan: null } });
    const [row] = await subscriptionsOf(testApp.database.db, trader.id);
    expect(row).toMatchObject({ status: 'cancelled', scheduledAt: null, scheduledPayg: false });
    expect(row?.cancelledAt?.getTime()).toBeLessThan(Date.now());
    expect(await offerOf(visitor)).toMatchObject({ show_payg: false, scheduled: null, changes_from: null });
  });

  test('picking the current plan again undoes the change waiting', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await pick(visitor, 'starter');

    const reply = await pick(visitor, 'standard');

    expect(reply.json()).toEqual({ success: true, scheduled: null });
    const [row] = await liveSubscriptionsOf(testApp.database.db, trader.id);
    expect(row).toMatchObject({ planId: plan('standard'), scheduledPlanId: null, scheduledAt: null, scheduledRequestedAt: null });
    expect((await offerOf(visitor)).scheduled).toBeNull();
  });

  test('"keep my plan" undoes a change waiting, and answers the same when nothing waits', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await payg(visitor);

    const first = await keep(visitor);
    const again = await keep(visitor);

    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ success: true, scheduled: null });
    expect(again.json()).toEqual({ success: true, scheduled: null });
    const [row] = await liveSubscriptionsOf(testApp.database.db, trader.id);
    expect(row).toMatchObject({ planId: plan('standard'), scheduledPayg: false, scheduledAt: null });
    expect((await userOf(visitor)).membership_status).toBe('PICKED');
  });

  test('another plan instead of the one waiting replaces it', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await pick(visitor, 'starter');

    const reply = (await pick(visitor, 'pro')).json();

    expect(reply.scheduled).toMatchObject({ plan_id: plan('pro'), plan_name: 'Pro' });
    const [row] = await liveSubscriptionsOf(testApp.database.db, trader.id);
    expect(row?.scheduledPlanId).toBe(plan('pro'));
  });
});

describe('when the anniversary comes', () => {
  test('the change is applied once, however many reads arrive together, and every read shows the new plan', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await pick(visitor, 'starter');
    await makeDue(trader.id);

    const reads = await Promise.all(Array.from({ length: 20 }, () => visitor.get('/v1/account/info')));

    const names = reads.map((read) => read.json().user.membership.plan?.name);
    console.log(`plan change due: ${reads.length} parallel reads, ${names.filter((name) => name === 'Starter').length} showed Starter`);
    expect(reads.every((read) => read.statusCode === 200)).toBe(true);
    expect(new Set(names)).toEqual(new Set(['Starter']));
    const rows = await subscriptionsOf(testApp.database.db, trader.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planId: plan('starter'), status: 'active', scheduledPlanId: null, scheduledAt: null });
    expect(await offerOf(visitor)).toMatchObject({ pre_selected: plan('starter'), scheduled: null });
  });

  test('20 appliers at once: exactly one applies it', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await pick(visitor, 'pro');
    await makeDue(trader.id);
    const changes = createPlanChanges(testApp.database.db);

    const results = await Promise.all(Array.from({ length: 20 }, () => changes.applyDue(trader.id, new Date())));

    console.log(`plan change due: ${results.length} parallel appliers, ${results.filter(Boolean).length} applied`);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await liveSubscriptionsOf(testApp.database.db, trader.id))[0]?.planId).toBe(plan('pro'));
  });

  test('a change not yet due is left alone', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await pick(visitor, 'pro');

    expect(await createPlanChanges(testApp.database.db).applyDue(trader.id, new Date())).toBe(false);
    expect((await userOf(visitor)).membership.plan?.name).toBe('Standard');
  });

  test('the periodic sweep applies it for a trader who reads nothing', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await payg(visitor);
    await makeDue(trader.id);

    const applied = await createPlanChanges(testApp.database.db).sweep(new Date());

    expect(applied).toBeGreaterThanOrEqual(1);
    const [row] = await testApp.database.db.select().from(user).where(eq(user.id, trader.id));
    expect(row).toMatchObject({ membershipStatus: 'PAYG', membershipPlanId: null });
  });

  test('a choice made after the date starts from the applied plan', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);
    await pick(visitor, 'starter');
    await makeDue(trader.id);

    // Starter is the current plan by now: nothing to change, nothing waits
    const reply = (await pick(visitor, 'starter')).json();

    expect(reply).toEqual({ success: true, scheduled: null });
    expect((await liveSubscriptionsOf(testApp.database.db, trader.id))[0]).toMatchObject({ planId: plan('starter'), scheduledAt: null });
  });
});

describe('double clicks and two tabs', () => {
  test('the same change sent 5 times at once waits once, with the date and time of the first', async () => {
    const { trader, visitor, trialEnd } = await traderAfterTrial('standard', 5);

    const replies = await Promise.all(Array.from({ length: 5 }, () => pick(visitor, 'starter')));

    const ats = replies.map((reply) => reply.json().scheduled?.at);
    console.log(
      `same plan change: ${replies.length} parallel picks, ${replies.filter((reply) => reply.statusCode === 200).length} answered 200`,
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(ats)).toEqual(new Set([monthlyAnniversary(trialEnd, 1).toISOString()]));
    expect(await subscriptionsOf(testApp.database.db, trader.id)).toHaveLength(1);
    const before = (await liveSubscriptionsOf(testApp.database.db, trader.id))[0]?.scheduledRequestedAt;

    await pick(visitor, 'starter');

    expect((await liveSubscriptionsOf(testApp.database.db, trader.id))[0]?.scheduledRequestedAt).toEqual(before);
  });

  test('a plan in one tab and pay as you go in another leave one subscription with one of the two waiting', async () => {
    const { trader, visitor } = await traderAfterTrial('standard', 5);

    const replies = await Promise.all([pick(visitor, 'pro'), payg(visitor), keep(visitor), pick(visitor, 'pro')]);

    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    const live = await liveSubscriptionsOf(testApp.database.db, trader.id);
    expect(live).toHaveLength(1);
    expect(live[0]?.planId).toBe(plan('standard'));
    const offer = await offerOf(visitor);
    // whichever ran last decides; the plans page says exactly what the row says
    const waiting = live[0]?.scheduledAt ? { plan_id: live[0].scheduledPlanId, payg: live[0].scheduledPayg } : null;
    expect(offer.scheduled && { plan_id: offer.scheduled.plan_id, payg: offer.scheduled.payg }).toEqual(waiting);
    expect((await userOf(visitor)).membership_status).toBe('PICKED');
  });
});
