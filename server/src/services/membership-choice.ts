import { PLAN_UNAVAILABLE } from '../../../common/contract/calls/membership';
import type { Database } from '../db/client';
import { fieldError } from '../lib/http-errors';
import { createMembershipPlanRepo } from '../repos/membership-plan-repo';
import { createSubscriptionRepo } from '../repos/subscription-repo';
import { createUserRepo } from '../repos/user-repo';

/**
 * A trader's membership choice (setup-steps §4): a plan (PICKED) or pay as you go (PAYG).
 * The user row is locked first, so two choices of one trader run one after the other and the
 * second sees the first's subscription: there is never more than one live subscription.
 */
export function createMembershipChoice(db: Database) {
  const plans = createMembershipPlanRepo(db);
  const subscriptions = createSubscriptionRepo(db);
  const users = createUserRepo(db);

  return {
    /** Starts the plan (with a free first month, once per trader), or switches the live one to it. */
    async pick(userId: number, planId: number): Promise<void> {
      await db.transaction(async (tx) => {
        // docs/decisions/027: a plan that is gone is a field error under general, not a 404 page
        const plan = await plans.findActive(planId, tx);
        if (!plan) throw fieldError('general', PLAN_UNAVAILABLE);
        await users.lockById(userId, tx);
        let live = await subscriptions.findLive(userId, tx);
        if (live && live.planId !== plan.id) await subscriptions.switchPlan(live.id, plan.id, tx);
        if (!live) {
          const trial = plan.promotionType === 'FREE_TRIAL' && !(await subscriptions.hasHadTrial(userId, tx));
          live = await subscriptions.start(userId, plan.id, trial, tx);
        }
        await subscriptions.setUserMembership(userId, { status: 'PICKED', planId: plan.id, trialEndsAt: live.trialEndsAt }, tx);
      });
    },
    /** Pay as you go: no monthly fee; a live subscription ends now. */
    async payAsYouGo(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await users.lockById(userId, tx);
        await subscriptions.cancelLive(userId, tx);
        await subscriptions.setUserMembership(userId, { status: 'PAYG', planId: null, trialEndsAt: null }, tx);
      });
    },
  };
}
