import { NO_MEMBERSHIP_TO_CANCEL, PLAN_UNAVAILABLE, type MembershipChoiceReply } from '#common/contract/calls/membership';
import type { Database, Executor } from '../db/client';
import { fieldError } from '../lib/http-errors';
import { createMembershipPlanRepo } from '../repos/membership-plan-repo';
import { createSubscriptionRepo, type SubscriptionRow } from '../repos/subscription-repo';
import { createUserRepo } from '../repos/user-repo';
import { changeTakesEffect, createPlanChanges } from './plan-changes';
import { createTrialOnce } from './trial-once';

/**
 * A trader's membership choice on the membership step: a plan (PICKED) or pay as you go (PAYG).
 * The user row is locked first, so two choices of one trader run one after the other and the
 * second sees the first's subscription: there is never more than one live subscription.
 * A change during the free month applies at once; after it, on the next monthly anniversary with
 * 3 days' notice before the payment (decision 065). Every method takes the
 * time it runs at (`now`), so tests can set the clock. `key` is the app key (`appKey(env)`): the free
 * month's verified contacts are kept as keyed hashes (decision 106).
 */
export function createMembershipChoice(db: Database, key: string) {
  const plans = createMembershipPlanRepo(db);
  const subscriptions = createSubscriptionRepo(db);
  const users = createUserRepo(db);
  const changes = createPlanChanges(db);
  const trialOnce = createTrialOnce(db, key);

  /** Locks the trader, applies a change that has come due, and answers the live subscription. */
  async function lockAndCatchUp(userId: number, now: Date, tx: Executor): Promise<SubscriptionRow | undefined> {
    await users.lockById(userId, tx);
    await changes.applyLocked(userId, now, tx);
    return subscriptions.findLive(userId, tx);
  }

  async function reply(userId: number, tx: Executor): Promise<MembershipChoiceReply> {
    return { success: true, scheduled: await changes.scheduleOf(await subscriptions.findLive(userId, tx), tx) };
  }

  /** Waits `live`'s change for its anniversary, unless the very same change is waiting already (a double click). */
  async function scheduleChange(live: SubscriptionRow, planId: number | null, at: Date, now: Date, tx: Executor): Promise<void> {
    const same = live.scheduledAt !== null && (planId === null ? live.scheduledPayg : live.scheduledPlanId === planId);
    if (!same) await subscriptions.schedule(live.id, { planId, at, requestedAt: now }, tx);
  }

  return {
    /**
     * Starts the plan (with a free first month, once per trader: not again for a verified phone or e-mail
     * that has had one), or changes the live one to it: at once in the free month, else on its anniversary.
     * The current plan again undoes a change waiting.
     */
    async pick(userId: number, planId: number, now: Date): Promise<MembershipChoiceReply> {
      return db.transaction(async (tx) => {
        // decision 027: a plan that is gone is a field error under general, not a 404 page
        const plan = await plans.findActive(planId, tx);
        if (!plan) throw fieldError('general', PLAN_UNAVAILABLE);
        let live = await lockAndCatchUp(userId, now, tx);
        const effective = changeTakesEffect(live, now);
        if (live && live.planId === plan.id) {
          await subscriptions.clearSchedule(live.id, tx);
        } else if (live && effective) {
          await scheduleChange(live, plan.id, effective, now, tx);
          return reply(userId, tx);
        } else if (live) {
          await subscriptions.switchPlan(live.id, plan.id, tx);
        } else {
          // the trader's row is locked above, so a number or address verified meanwhile waits for this choice
          const trader = await users.findById(userId, tx);
          const trial = plan.promotionType === 'FREE_TRIAL' && trader !== undefined && !(await trialOnce.used(userId, trader, tx));
          live = await subscriptions.start(userId, plan.id, trial, tx);
          if (trial && trader) await trialOnce.remember(trader, tx);
        }
        await subscriptions.setUserMembership(userId, { status: 'PICKED', planId: plan.id, trialEndsAt: live.trialEndsAt }, tx);
        return reply(userId, tx);
      });
    },
    /** Pay as you go: no monthly fee; a live subscription ends now in the free month, else on its anniversary. */
    async payAsYouGo(userId: number, now: Date): Promise<MembershipChoiceReply> {
      return db.transaction(async (tx) => {
        const live = await lockAndCatchUp(userId, now, tx);
        const effective = changeTakesEffect(live, now);
        if (live && effective) {
          await scheduleChange(live, null, effective, now, tx);
          return reply(userId, tx);
        }
        await subscriptions.cancelLive(userId, tx);
        await subscriptions.setUserMembership(userId, { status: 'PAYG', planId: null, trialEndsAt: null }, tx);
        return reply(userId, tx);
      });
    },
    /**
     * Cancels the live plan by the pay-as-you-go rule (decision 089): at once in the free month, else
     * on its anniversary. `notify` writes the e-mail in the same transaction; no live plan is a 422.
     */
    async cancel(
      userId: number,
      now: Date,
      notify: (ending: { live: SubscriptionRow; endsAt: Date; atOnce: boolean }, tx: Executor) => Promise<void>,
    ): Promise<MembershipChoiceReply & { ends_at: string }> {
      return db.transaction(async (tx) => {
        const live = await lockAndCatchUp(userId, now, tx);
        if (!live) throw fieldError('general', NO_MEMBERSHIP_TO_CANCEL);
        const effective = changeTakesEffect(live, now);
        if (effective) {
          await scheduleChange(live, null, effective, now, tx);
        } else {
          await subscriptions.cancelLive(userId, tx);
          await subscriptions.setUserMembership(userId, { status: 'PAYG', planId: null, trialEndsAt: null }, tx);
        }
        const endsAt = effective ?? now;
        await notify({ live, endsAt, atOnce: effective === null }, tx);
        return { ...(await reply(userId, tx)), ends_at: endsAt.toISOString() };
      });
    },
    /** Keeps the current plan: forgets a change waiting for its anniversary (nothing waiting is no error). */
    async keepCurrent(userId: number, now: Date): Promise<MembershipChoiceReply> {
      return db.transaction(async (tx) => {
        const live = await lockAndCatchUp(userId, now, tx);
        if (live) await subscriptions.clearSchedule(live.id, tx);
        return reply(userId, tx);
      });
    },
  };
}
