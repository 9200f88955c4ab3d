import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { company, companyCheck } from '../db/schema/index';

export type CompanyCheckStatus = (typeof companyCheck.$inferSelect)['status'];
export type CompanyCheckRow = typeof companyCheck.$inferSelect;

/** What one look at the register found for a number. */
export interface CheckResult {
  status: CompanyCheckStatus;
  companyName: string | null;
  dateOfCreation: string | null;
  checkedAt: Date | null;
  nextCheckAt: Date;
}

/** A check the sweep took: the number it was for and what it said before. */
export interface ClaimedCheck {
  userId: number;
  companyNumber: string;
  status: CompanyCheckStatus;
  companyName: string | null;
  businessName: string;
  live: boolean;
}

/** Each account's company check (decision 133): one row while it has a number to check. */
export function createCompanyCheckRepo(db: Executor) {
  return {
    async find(userId: number, tx: Executor = db): Promise<CompanyCheckRow | null> {
      const [row] = await tx.select().from(companyCheck).where(eq(companyCheck.userId, userId));
      return row ?? null;
    },
    /** The number's check as found now, replacing whatever the account had before. */
    async save(userId: number, companyNumber: string, result: CheckResult, tx: Executor = db): Promise<void> {
      const values = { companyNumber, ...result, updatedAt: new Date() };
      await tx
        .insert(companyCheck)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: companyCheck.userId, set: values });
    },
    /** No number any more (a sole trader, or the box emptied): nothing to check. */
    async remove(userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(companyCheck).where(eq(companyCheck.userId, userId));
    },
    /**
     * Takes up to `limit` checks due at `now` (not yet checked, or a published profile's monthly look) by moving
     * their next look `holdMs` on in one UPDATE … RETURNING: SKIP LOCKED keeps two sweeps at the same moment
     * apart, and a sweep that stops half way leaves its rows to the next after the hold.
     */
    async claimDue(now: Date, limit: number, holdMs: number, tx: Executor = db): Promise<ClaimedCheck[]> {
      const due = and(
        lte(companyCheck.nextCheckAt, now),
        or(
          eq(companyCheck.status, 'not_checked'),
          sql`exists (select 1 from ${company} where ${company.userId} = ${companyCheck.userId} and ${isNotNull(company.publishedAt)})`,
        ),
      );
      const ids = tx
        .select({ userId: companyCheck.userId })
        .from(companyCheck)
        .where(due)
        .orderBy(asc(companyCheck.nextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(companyCheck)
        .set({ nextCheckAt: new Date(now.getTime() + holdMs) })
        .where(and(inArray(companyCheck.userId, ids), due))
        .returning({ userId: companyCheck.userId });
      if (claimed.length === 0) return [];
      return tx
        .select({
          userId: companyCheck.userId,
          companyNumber: companyCheck.companyNumber,
          status: companyCheck.status,
          companyName: companyCheck.companyName,
          businessName: company.name,
          live: sql<boolean>`${company.publishedAt} is not null`,
        })
        .from(companyCheck)
        .innerJoin(company, eq(company.userId, companyCheck.userId))
        .where(
          inArray(
            companyCheck.userId,
            claimed.map((row) => row.userId),
          ),
        );
    },
    /** A swept check's result, unless the trader saved another number meanwhile (then theirs stands). */
    async record(userId: number, companyNumber: string, result: CheckResult, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(companyCheck)
        .set({ ...result, updatedAt: new Date() })
        .where(and(eq(companyCheck.userId, userId), eq(companyCheck.companyNumber, companyNumber)))
        .returning({ userId: companyCheck.userId });
      return rows.length > 0;
    },
  };
}
