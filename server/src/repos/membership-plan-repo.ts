import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { membershipPlan } from '../db/schema/index';

export type PlanRow = typeof membershipPlan.$inferSelect;

export function createMembershipPlanRepo(db: Executor) {
  return {
    /** The plans on offer, in their shown order (cheapest first). */
    async listActive(tx: Executor = db): Promise<PlanRow[]> {
      return tx.select().from(membershipPlan).where(eq(membershipPlan.active, true)).orderBy(asc(membershipPlan.position));
    },
    /** Any plan, withdrawn or not (a trader keeps a plan that was withdrawn since). */
    async findById(id: number, tx: Executor = db): Promise<PlanRow | undefined> {
      const [row] = await tx.select().from(membershipPlan).where(eq(membershipPlan.id, id));
      return row;
    },
    /** A plan a trader may pick now; undefined when it does not exist or was withdrawn. */
    async findActive(id: number, tx: Executor = db): Promise<PlanRow | undefined> {
      const [row] = await tx
        .select()
        .from(membershipPlan)
        .where(and(eq(membershipPlan.id, id), eq(membershipPlan.active, true)));
      return row;
    },
  };
}
export type MembershipPlanRepo = ReturnType<typeof createMembershipPlanRepo>;
