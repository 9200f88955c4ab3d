import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { experimentVisit } from '#server/db/schema/index';

export type SimulatedVisitRow = Pick<
  typeof experimentVisit.$inferInsert,
  'visitorKey' | 'scheme' | 'assignedAt' | 'reachedSteps' | 'savedSteps' | 'skippedSteps' | 'simulatedOutcomes'
>;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters (seven a row). */
const BATCH = 1_000;

/** The demo's rows of `experiment_visit` (marked `simulated`): nothing here touches a real visitor's row. */
export function createSimulatedVisitRepo(db: Database) {
  return {
    /** Removes the earlier demo's rows and writes these, in one transaction: a failed run leaves the last one. */
    async replace(rows: readonly SimulatedVisitRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(experimentVisit).where(eq(experimentVisit.simulated, true));
        for (let start = 0; start < rows.length; start += BATCH) {
          const batch = rows.slice(start, start + BATCH).map((row) => ({ ...row, simulated: true, forced: false }));
          await tx.insert(experimentVisit).values(batch);
        }
      });
    },
    /** How many demo rows there were. */
    async clear(): Promise<number> {
      const removed = await db.delete(experimentVisit).where(eq(experimentVisit.simulated, true)).returning({ id: experimentVisit.id });
      return removed.length;
    },
    async count(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(experimentVisit)
        .where(eq(experimentVisit.simulated, true));
      return row?.count ?? 0;
    },
  };
}
