import type { Database } from '../client';
import { membershipPlan } from '../schema/index';

type PlanRow = typeof membershipPlan.$inferInsert;

/**
 * The monthly plans on offer (decision 026). A credit is worth £1.50
 * at pay-as-you-go prices (the default credit cost, 150), so each plan's credits are worth more than
 * its fee; the first month is free. Pay as you go is no row: it has no fee and no subscription.
 */
export const PLAN_CATALOGUE: readonly PlanRow[] = [
  { slug: 'starter', name: 'Starter', credits: 25, categories: 10, costPence: 2900, position: 1 },
  { slug: 'standard', name: 'Standard', credits: 50, categories: 25, costPence: 5900, position: 2, mostPopular: true },
  { slug: 'pro', name: 'Pro', credits: 110, categories: 60, costPence: 11900, position: 3 },
].map((plan) => ({ ...plan, promotionType: 'FREE_TRIAL' as const }));

/** Adds the plans that are missing, by slug; plans already there keep whatever they were changed to. */
export async function seedPlans(db: Database): Promise<void> {
  await db
    .insert(membershipPlan)
    .values([...PLAN_CATALOGUE])
    .onConflictDoNothing({ target: membershipPlan.slug });
}
