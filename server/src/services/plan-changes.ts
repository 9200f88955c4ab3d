import { PAYG_OPTION, type ScheduledChange } from '#common/contract/calls/membership';
import type { Database, Executor } from '../db/client';
import { planChangeDate } from '../lib/plan-change-date';
import { createMembershipPlanRepo } from '../repos/membership-plan-repo';
import { createSubscriptionRepo, type SubscriptionRow } from '../repos/subscription-repo';
import { createUserRepo } from '../repos/user-repo';

const SWEEP_BATCH = 100;
/** One sweep applies at most this many batches; the next sweep goes on. */
const SWEEP_MAX_BATCHES = 20;

/** The free month is running at `now`: nothing has been paid, so a change applies at once. */
export function inFreeMonth(live: SubscriptionRow, now: Date): boolean {
  return live.trialEndsAt !== null && now.getTime() < live.trialEndsAt.getTime();
}

/** When a change asked for at `now` takes effect; null when it applies at once (decision 065). */
export function changeTakesEffect(live: SubscriptionRow | undefined, now: Date): Date | null {
  if (!live || inFreeMonth(live, now)) return null;
  // anniversaries count from the first payment: the trial's end, or the start without a trial
  return planChangeDate(live.trialEndsAt ?? live.createdAt, now);
}

/**
 * Plan changes waiting for their monthly anniversary, applied when their time has come: lazily by
 * whoever reads or changes the trader's membership first, and by the periodic sweep. Applying locks the
 * user row first (the same order as a membership choice) and changes the subscription only if the
 * change is still due and waiting, so any number of processes and requests apply it exactly once.
 */
export function createPlanChanges(db: Database) {
  const plans = createMembershipPlanRepo(db);
  const subscriptions = createSubscriptionRepo(db);
  const users = createUserRepo(db);

  /** Inside a transaction that has locked the user row: applies the due change, true when it did. */
  async function applyLocked(userId: number, now: Date, tx: Executor): Promise<boolean> {
    const row = await subscriptions.applyDueChange(userId, now, tx);
    if (!row) return false;
    if (row.status === 'cancelled') await subscriptions.setUserMembership(userId, { status: 'PAYG', planId: null, trialEndsAt: null }, tx);
    else await subscriptions.setUserMembership(userId, { status: 'PICKED', planId: row.planId, trialEndsAt: row.trialEndsAt }, tx);
    return true;
  }

  return {
    applyLocked,
    /**
     * Applies the trader's change if due at `now`. Nothing due (the usual case) costs one plain read and
     * no write, so the read caches keep their entries (decision 051). True when this call applied it.
     */
    async applyDue(userId: number, now: Date): Promise<boolean> {
      if (!(await subscriptions.hasDueChange(userId, now))) return false;
      return db.transaction(async (tx) => {
        await users.lockById(userId, tx);
        return applyLocked(userId, now, tx);
      });
    },
    /** Applies every change due at `now`; the number this call applied. */
    async sweep(now: Date): Promise<number> {
      let applied = 0;
      for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch += 1) {
        const due = await subscriptions.usersWithDueChanges(now, SWEEP_BATCH);
        for (const userId of due) if (await this.applyDue(userId, now)) applied += 1;
        if (due.length < SWEEP_BATCH) break;
      }
      return applied;
    },
    /** The change waiting on `live`, as the replies show it. */
    async scheduleOf(live: SubscriptionRow | undefined, tx: Executor = db): Promise<ScheduledChange> {
      if (!live?.scheduledAt) return null;
      const at = live.scheduledAt.toISOString();
      if (live.scheduledPayg || live.scheduledPlanId === null) return { plan_id: null, plan_name: PAYG_OPTION.name, payg: true, at };
      const plan = await plans.findById(live.scheduledPlanId, tx);
      return { plan_id: live.scheduledPlanId, plan_name: plan?.name ?? '', payg: false, at };
    },
  };
}
export type PlanChanges = ReturnType<typeof createPlanChanges>;
