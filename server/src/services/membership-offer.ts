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

/** The plan more traders are on than any other (decision 117); null when none leads, as before anyone chose. */
export function mostChosenPlan(planIds: readonly number[], counts: readonly { planId: number; traders: number }[]): number | null {
  const offered = counts.filter((entry) => planIds.includes(entry.planId)).sort((a, b) => b.traders - a.traders);
  const [first, second] = offered;
  if (!first || first.traders === 0 || (second && second.traders === first.traders)) return null;
  return first.planId;
}

/**
 * The spec's membership response for one trader (field meanings in common/contract/calls/membership.ts),
 * as of `now`: a plan change that has come due is applied first (decision 065). `key` is the app key:
 * whether the free month is used reads the keyed hashes of verified contacts (decision 106).
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
  const [trader, rows, live, chosen] = await Promise.all([
    users.findById(userId),
    createMembershipPlanRepo(db).listActive(),
    subscriptions.findLive(userId),
    subscriptions.countLiveByPlan(),
  ]);
  const trialUsed = trader ? await createTrialOnce(db, key).used(userId, trader) : true;
  const status = trader?.membershipStatus ?? 'PICK_SUB';
  const highlight = mostChosenPlan(
    rows.map((row) => row.id),
    chosen,
  );
  const livePlan = rows.find((row) => row.id === live?.planId)?.id ?? null;
  // the plan flagged most_popular is now only the one chosen when the list opens: it claims nothing (decision 117)
  const preset = rows.find((row) => row.mostPopular)?.id ?? null;
  return {
    subscriptions: rows.map((row) => toPlan(row, trialUsed)),
    show_payg: status !== 'PAYG',
    pre_selected: livePlan ?? preset ?? rows[0]?.id ?? null,
    highlight,
    open: page === 'account' || status === 'PICK_SUB',
    scheduled: await changes.scheduleOf(live),
    changes_from: changeTakesEffect(live, now)?.toISOString() ?? null,
    free_month_used: trialUsed,
  };
}
