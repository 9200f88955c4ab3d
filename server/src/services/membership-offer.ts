import type { MembershipPlan, MembershipsReply } from '#common/contract/calls/membership';
import type { Database } from '../db/client';
import { createMembershipPlanRepo, type PlanRow } from '../repos/membership-plan-repo';
import { createSubscriptionRepo } from '../repos/subscription-repo';
import { createUserRepo } from '../repos/user-repo';
import { changeTakesEffect, createPlanChanges } from './plan-changes';
import { createTrialOnce } from './trial-once';

function toPlan(row: PlanRow, trialUsed: boolean): MembershipPlan {
  return {
    id: row.id,
    name: row.name,
    plan: { cost: row.costPence / 100 },
    benefits: { credits: row.credits, categories: row.categories },
    promotion: row.promotionType && !trialUsed ? { type: row.promotionType } : null,
  };
}

/**
 * The spec's membership response for one trader (field meanings in common/contract/calls/membership.ts),
 * as of `now`: a plan change that has come due is applied first (docs/decisions/065). `key` is the app key:
 * whether the free month is used reads the keyed hashes of verified contacts (docs/decisions/106).
 */
export async function membershipOffer(
  db: Database,
  key: string,
  userId: number,
  page: 'signup' | 'account',
  now: Date,
): Promise<MembershipsReply> {
  const users = createUserRepo(db);
  const subscriptions = createSubscriptionRepo(db);
  const changes = createPlanChanges(db);
  await changes.applyDue(userId, now);
  const [trader, rows, live] = await Promise.all([
    users.findById(userId),
    createMembershipPlanRepo(db).listActive(),
    subscriptions.findLive(userId),
  ]);
  const trialUsed = trader ? await createTrialOnce(db, key).used(userId, trader) : true;
  const status = trader?.membershipStatus ?? 'PICK_SUB';
  const highlight = rows.find((row) => row.mostPopular)?.id ?? null;
  const livePlan = rows.find((row) => row.id === live?.planId)?.id ?? null;
  return {
    subscriptions: rows.map((row) => toPlan(row, trialUsed)),
    show_payg: status !== 'PAYG',
    pre_selected: livePlan ?? highlight ?? rows[0]?.id ?? null,
    highlight,
    open: page === 'account' || status === 'PICK_SUB',
    scheduled: await changes.scheduleOf(live),
    changes_from: changeTakesEffect(live, now)?.toISOString() ?? null,
    free_month_used: trialUsed,
  };
}
