import { and, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
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
    /** How many traders are on each plan now (live subscriptions): what "Most Popular" counts (decision 117). */
    async countLiveByPlan(tx: Executor = db): Promise<{ planId: number; traders: number }[]> {
      return tx
        .select({ planId: subscription.planId, traders: count() })
        .from(subscription)
        .where(inArray(subscription.status, [...LIVE]))
        .groupBy(subscription.planId);
    },
    /** The free trial is the first month: one free trial per trader, ever. */
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
      await tx
        .update(subscription)
        .set({ planId, termsAcceptedAt: sql`now()` })
        .where(eq(subscription.id, id));
    },
    /** Records a change for `at` (decision 065): to `planId`, or to pay as you go when null. */
    async schedule(id: number, change: { planId: number | null; at: Date; requestedAt: Date }, tx: Executor = db): Promise<void> {
      await tx
        .update(subscription)
        .set({
          scheduledPlanId: change.planId,
          scheduledPayg: change.planId === null,
          scheduledAt: change.at,
          scheduledRequestedAt: change.requestedAt,
        })
        .where(eq(subscription.id, id));
    },
    /** Forgets the change waiting, if any; true when there was one. */
    async clearSchedule(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(subscription)
        .set({ scheduledPlanId: null, scheduledPayg: false, scheduledAt: null, scheduledRequestedAt: null })
        .where(and(eq(subscription.id, id), isNotNull(subscription.scheduledAt)))
        .returning({ id: subscription.id });
      return rows.length > 0;
    },
    /** A plain read: does the trader's live subscription have a change due at `now`? */
    async hasDueChange(userId: number, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .select({ id: subscription.id })
        .from(subscription)
        .where(and(eq(subscription.userId, userId), inArray(subscription.status, [...LIVE]), lte(subscription.scheduledAt, now)))
        .limit(1);
      return rows.length > 0;
    },
    /** Traders whose change is due at `now`, for the periodic sweep. */
    async usersWithDueChanges(now: Date, limit: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ userId: subscription.userId })
        .from(subscription)
        .where(and(inArray(subscription.status, [...LIVE]), lte(subscription.scheduledAt, now)))
        .orderBy(subscription.scheduledAt)
        .limit(limit);
      return rows.map((row) => row.userId);
    },
    /**
     * Applies the trader's change if it is due at `now` and still waiting, in one conditional UPDATE: of
     * two callers at once, PostgreSQL lets the second re-check the row after the first and find nothing
     * left to do. A plan change leaves the subscription active on the new plan; pay as you go cancels it
     * as of the anniversary. Answers the row as it now is, or undefined when nothing was due.
     */
    async applyDueChange(userId: number, now: Date, tx: Executor = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx
        .update(subscription)
        .set({
          planId: sql`coalesce(${subscription.scheduledPlanId}, ${subscription.planId})`,
          status: sql`case when ${subscription.scheduledPayg} then 'cancelled' else 'active' end`,
          cancelledAt: sql`case when ${subscription.scheduledPayg} then ${subscription.scheduledAt} else ${subscription.cancelledAt} end`,
          scheduledPlanId: null,
          scheduledPayg: false,
          scheduledAt: null,
          scheduledRequestedAt: null,
        })
        .where(
          and(
            eq(subscription.userId, userId),
            inArray(subscription.status, [...LIVE]),
            isNotNull(subscription.scheduledAt),
            lte(subscription.scheduledAt, now),
          ),
        )
        .returning();
      return row;
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
