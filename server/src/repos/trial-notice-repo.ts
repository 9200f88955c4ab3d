import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { membershipPlan, subscription, user } from '../db/schema/index';

/** How long before a free month ends its notice goes out (three days). */
export const TRIAL_NOTICE_DAYS = 3;

export interface TrialNotice {
  subscriptionId: number;
  userId: number;
  email: string;
  firstName: string;
  planName: string;
  costPence: number;
  trialEndsAt: Date;
}

/** The "your free month ends soon" notices, due and claimed in the database (decision 089). */
export function createTrialNoticeRepo(db: Executor) {
  return {
    /**
     * Claims up to `limit` trials ending within three days of `now` whose notice has not been written, by
     * stamping `trial_notice_sent_at` in one UPDATE … RETURNING: SKIP LOCKED keeps two sweeps at the same
     * moment apart, and the repeated `is null` makes a sweep that waited find the row already taken. Run it
     * in the transaction that writes the e-mails, so a claim and its e-mail commit (or roll back) together.
     */
    async claimDue(now: Date, limit: number, tx: Executor = db): Promise<TrialNotice[]> {
      const notYet = and(eq(subscription.status, 'trialing'), isNull(subscription.trialNoticeSentAt));
      const due = tx
        .select({ id: subscription.id })
        .from(subscription)
        .where(
          and(
            notYet,
            gt(subscription.trialEndsAt, now),
            lte(subscription.trialEndsAt, sql`${now.toISOString()}::timestamptz + make_interval(days => ${TRIAL_NOTICE_DAYS})`),
          ),
        )
        .orderBy(asc(subscription.trialEndsAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(subscription)
        .set({ trialNoticeSentAt: now })
        .where(and(inArray(subscription.id, due), notYet))
        .returning({ id: subscription.id });
      if (claimed.length === 0) return [];
      const rows = await tx
        .select({
          subscriptionId: subscription.id,
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          planName: membershipPlan.name,
          costPence: membershipPlan.costPence,
          trialEndsAt: subscription.trialEndsAt,
        })
        .from(subscription)
        .innerJoin(user, eq(user.id, subscription.userId))
        .innerJoin(membershipPlan, eq(membershipPlan.id, subscription.planId))
        .where(
          inArray(
            subscription.id,
            claimed.map((row) => row.id),
          ),
        );
      return rows.flatMap((row) => (row.trialEndsAt ? [{ ...row, trialEndsAt: row.trialEndsAt }] : []));
    },
  };
}
