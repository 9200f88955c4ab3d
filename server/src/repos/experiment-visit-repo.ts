import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderingScheme } from '#common/step-order';
import type { Executor } from '../db/client';
import { experimentVisit, user } from '../db/schema/index';

export type ExperimentVisitRow = typeof experimentVisit.$inferSelect;

/** The step masks a tracked event may set a bit in (decision 092). */
export type StepMask = 'reachedSteps' | 'savedSteps' | 'skippedSteps';

/** A return counts for the first week from an hour after registering (not the same sitting) to seven days. */
const RETURN_FROM = sql`interval '1 hour'`;
const RETURN_UNTIL = sql`interval '7 days'`;

/** Visitors of the setup-order experiment and the account each one became. */
export function createExperimentVisitRepo(db: Executor) {
  return {
    async byKey(visitorKey: string, tx: Executor = db): Promise<ExperimentVisitRow | undefined> {
      const [row] = await tx.select().from(experimentVisit).where(eq(experimentVisit.visitorKey, visitorKey));
      return row;
    },
    async ofUser(userId: number, tx: Executor = db): Promise<ExperimentVisitRow | undefined> {
      const [row] = await tx.select().from(experimentVisit).where(eq(experimentVisit.userId, userId));
      return row;
    },
    async create(
      row: { visitorKey: string; scheme: OrderingScheme; forced: boolean; userId?: number; registeredAt?: Date },
      tx: Executor = db,
    ) {
      const [created] = await tx.insert(experimentVisit).values(row).returning();
      if (!created) throw new Error('experiment visit insert returned nothing');
      return created;
    },
    /** A forced scheme sticks to the visit (and its account) and takes it out of the count. */
    async force(id: number, scheme: OrderingScheme, tx: Executor = db): Promise<void> {
      await tx.update(experimentVisit).set({ scheme, forced: true }).where(eq(experimentVisit.id, id));
    },
    /** The visit becomes the account's, unless another visit already is (a race of two tabs): true when linked. */
    async link(id: number, userId: number, registeredAt: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(experimentVisit)
        .set({ userId, registeredAt })
        .where(
          and(
            eq(experimentVisit.id, id),
            isNull(experimentVisit.userId),
            sql`not exists (select 1 from ${experimentVisit} as other where other.user_id = ${userId})`,
          ),
        )
        .returning({ id: experimentVisit.id });
      return rows.length > 0;
    },
    /**
     * A second device signing in: the steps it saw before join the account's visit, and the device's
     * own visit goes (it was the same person, not another visitor).
     */
    async mergeInto(from: ExperimentVisitRow, into: ExperimentVisitRow, tx: Executor = db): Promise<void> {
      await tx
        .update(experimentVisit)
        .set({
          reachedSteps: sql`${experimentVisit.reachedSteps} | ${from.reachedSteps}`,
          savedSteps: sql`${experimentVisit.savedSteps} | ${from.savedSteps}`,
          skippedSteps: sql`${experimentVisit.skippedSteps} | ${from.skippedSteps}`,
        })
        .where(eq(experimentVisit.id, into.id));
      await tx.delete(experimentVisit).where(and(eq(experimentVisit.id, from.id), isNull(experimentVisit.userId)));
    },
    /** Sets the step's bit once: a reload writes nothing. */
    async markStep(where: { userId: number } | { visitorKey: string }, mask: StepMask, bit: number, tx: Executor = db) {
      const column = experimentVisit[mask];
      await tx
        .update(experimentVisit)
        .set({ [mask]: sql`${column} | ${bit}` })
        .where(
          and(
            'userId' in where ? eq(experimentVisit.userId, where.userId) : eq(experimentVisit.visitorKey, where.visitorKey),
            sql`(${column} & ${bit}) = 0`,
          ),
        );
    },
    /** The first return in the first week after registering; outside that window nothing changes. */
    async noteReturn(userId: number, tx: Executor = db): Promise<void> {
      await tx
        .update(experimentVisit)
        .set({ returnedAt: sql`now()` })
        .where(
          and(
            eq(experimentVisit.userId, userId),
            isNull(experimentVisit.returnedAt),
            sql`now() between ${experimentVisit.registeredAt} + ${RETURN_FROM} and ${experimentVisit.registeredAt} + ${RETURN_UNTIL}`,
          ),
        );
    },
    /** A closed account's visit keeps its counts but no longer answers to the browser's cookie. */
    async forgetVisitor(userId: number, newKey: string, tx: Executor = db): Promise<void> {
      await tx.update(experimentVisit).set({ visitorKey: newKey }).where(eq(experimentVisit.userId, userId));
    },
    async setAccountScheme(userId: number, scheme: OrderingScheme, tx: Executor = db): Promise<void> {
      await tx.update(user).set({ orderingScheme: scheme }).where(eq(user.id, userId));
    },
    /**
     * The account's scheme and registration time, its row locked until `tx` ends (`select … for update`), so one
     * sign-in of an account at a time decides its visit; undefined for no such account.
     */
    async lockAccount(userId: number, tx: Executor): Promise<{ scheme: string | null; createdAt: Date } | undefined> {
      const [account] = await tx
        .select({ scheme: user.orderingScheme, createdAt: user.createdAt })
        .from(user)
        .where(eq(user.id, userId))
        .for('update');
      return account;
    },
  };
}
export type ExperimentVisitRepo = ReturnType<typeof createExperimentVisitRepo>;
