import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { membershipPlan, subscription } from '../src/db/schema/index';

/** The seeded plan ids by slug (server/src/db/seed/plans.ts). */
export async function planIdsBySlug(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ id: membershipPlan.id, slug: membershipPlan.slug }).from(membershipPlan);
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

export async function subscriptionsOf(db: Database, userId: number) {
  return db.select().from(subscription).where(eq(subscription.userId, userId)).orderBy(subscription.id);
}

export async function liveSubscriptionsOf(db: Database, userId: number) {
  return db
    .select()
    .from(subscription)
    .where(and(eq(subscription.userId, userId), inArray(subscription.status, ['trialing', 'active'])));
}
