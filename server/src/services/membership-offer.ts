import type { MembershipPlan, MembershipsReply } from '#common/contract/calls/membership';
import type { Database } from '../db/client';
import { createMembershipPlanRepo, type PlanRow } from '../repos/membership-plan-repo';
import { createSubscriptionRepo } from '../repos/subscription-repo';
import { createUserRepo } from '../repos/user-repo';
import { changeTakesEffect, createPlanChanges } from './plan-changes';

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
 * as of `now`: a plan change that has come due is applied first (docs/decisions/065).
 */
export async function membershipOffer(db: Database, userId: number, page: 'signup' | 'account', now: Date): Promise<MembershipsReply> {
  const users = createUserRepo(db);
  const subscriptions = createSubscriptionRepo(db);
  const changes = createPlanChanges(db);
  await changes.applyDue(userId, now);
  const [trader, rows, live, trialUsed] = await Promise.all([
    users.findById(userId),
    createMembershipPlanRepo(db).listActive(),
    subscriptions.findLive(userId),
    subscriptions.hasHadTrial(userId),
  ]);
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
  };
}
