import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { subscription, user } from '../db/schema/index';

export type SubscriptionRow = typeof subscription.$inferSelect;

// the partial unique index subscription_one_live_per_user allows one of these per trader
const LIVE = ['trialing', 'active'] as const;

/** A trader's subscriptions and the membership columns of the user row that mirror them. */
export function createSubscriptionRepo(db: Executor) {
  return {
    async findLive(userId: number, tx: Executor = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(subscription)
        .where(and(eq(subscription.userId, userId), inArray(subscription.status, [...LIVE])));
      return row;
    },
    /** spec §9 "Free trial is the first month": one free trial per trader, ever. */
    async hasHadTrial(userId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .select({ id: subscription.id })
        .from(subscription)
        .where(and(eq(subscription.userId, userId), isNotNull(subscription.trialEndsAt)))
        .limit(1);
      return rows.length > 0;
    },
    /** A new live subscription; with `trial`, trialing until one calendar month from now. */
    async start(userId: number, planId: number, trial: boolean, tx: Executor = db): Promise<SubscriptionRow> {
      const [row] = await tx
        .insert(subscription)
        .values({
          userId,
          planId,
          status: trial ? 'trialing' : 'active',
          trialEndsAt: trial ? sql`now() + interval '1 month'` : null,
          termsAcceptedAt: sql`now()`,
        })
        .returning();
      if (!row) throw new Error('inserting the subscription returned no row');
      return row;
    },
    /** Moves the live subscription to another plan; its trial, if any, runs on unchanged. */
    async switchPlan(id: number, planId: number, tx: Executor = db): Promise<void> {
      await tx.update(subscription).set({ planId, termsAcceptedAt: sql`now()` }).where(eq(subscription.id, id));
    },
    async cancelLive(userId: number, tx: Executor = db): Promise<void> {
      await tx
        .update(subscription)
        .set({ status: 'cancelled', cancelledAt: sql`now()` })
        .where(and(eq(subscription.userId, userId), inArray(subscription.status, [...LIVE])));
    },
    /** The user row's copy of the membership, read by the user view. */
    async setUserMembership(
      userId: number,
      membership: { status: 'PICKED' | 'PAYG'; planId: number | null; trialEndsAt: Date | null },
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(user)
        .set({
          membershipStatus: membership.status,
          membershipPlanId: membership.planId,
          trialEndsAt: membership.trialEndsAt,
          updatedAt: new Date(),
        })
        .where(eq(user.id, userId));
    },
  };
}
export type SubscriptionRepo = ReturnType<typeof createSubscriptionRepo>;
