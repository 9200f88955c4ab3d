import { and, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffLoginCode } from '../db/schema/index';

export type StaffLoginCodeRow = typeof staffLoginCode.$inferSelect;

/** The e-mailed second factor of staff sign-in (decision 036). */
export function createStaffLoginCodeRepo(db: Executor) {
  return {
    async insert(row: typeof staffLoginCode.$inferInsert, tx: Executor = db): Promise<StaffLoginCodeRow> {
      const [created] = await tx.insert(staffLoginCode).values(row).returning();
      if (!created) throw new Error('staff login code insert returned nothing');
      return created;
    },
    async setCodeHash(id: number, codeHash: string, tx: Executor = db): Promise<void> {
      await tx.update(staffLoginCode).set({ codeHash }).where(eq(staffLoginCode.id, id));
    },
    async find(id: number, tx: Executor = db): Promise<StaffLoginCodeRow | undefined> {
      const [row] = await tx.select().from(staffLoginCode).where(eq(staffLoginCode.id, id));
      return row;
    },
    /** The member's newest code: every send retires the ones before it. */
    async newest(staffId: number, tx: Executor = db): Promise<StaffLoginCodeRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffLoginCode)
        .where(eq(staffLoginCode.staffId, staffId))
        .orderBy(desc(staffLoginCode.createdAt), desc(staffLoginCode.id))
        .limit(1);
      return row;
    },
    async countSince(staffId: number, since: Date, tx: Executor = db): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await tx
        .select({ count: count(), oldest: sql<string | null>`min(${staffLoginCode.createdAt})` })
        .from(staffLoginCode)
        .where(and(eq(staffLoginCode.staffId, staffId), gt(staffLoginCode.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    /** Ends every open code of the member now. */
    async expireOpen(staffId: number, tx: Executor = db): Promise<void> {
      const now = new Date();
      await tx
        .update(staffLoginCode)
        .set({ expiresAt: now })
        .where(and(eq(staffLoginCode.staffId, staffId), isNull(staffLoginCode.usedAt), gt(staffLoginCode.expiresAt, now)));
    },
    /**
     * Takes one try at the code, counted and checked in one statement before the code is compared
     * (decision 054): the try's number and the stored hash, or null when the code is used,
     * expired or out of tries. Parallel guesses each take their own try; none gets past `maxTries`.
     */
    async claimTry(id: number, maxTries: number, tx: Executor = db): Promise<{ attempts: number; codeHash: string } | null> {
      const [row] = await tx
        .update(staffLoginCode)
        .set({ attempts: sql`${staffLoginCode.attempts} + 1` })
        .where(
          and(
            eq(staffLoginCode.id, id),
            lt(staffLoginCode.attempts, maxTries),
            isNull(staffLoginCode.usedAt),
            sql`${staffLoginCode.expiresAt} > now()`,
          ),
        )
        .returning({ attempts: staffLoginCode.attempts, codeHash: staffLoginCode.codeHash });
      return row ?? null;
    },
    /**
     * Uses the code if it is still open; false when it was used, expired or killed meanwhile. The
     * try that found the right code was counted by claimTry, so `attempts` may equal `maxTries`.
     */
    async markUsed(id: number, maxTries: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(staffLoginCode)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(staffLoginCode.id, id),
            isNull(staffLoginCode.usedAt),
            sql`${staffLoginCode.expiresAt} > now()`,
            lte(staffLoginCode.attempts, maxTries),
          ),
        )
        .returning({ id: staffLoginCode.id });
      return rows.length === 1;
    },
  };
}
