import { and, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffSignInCode } from '../db/schema/index';

export type StaffSignInCodeRow = typeof staffSignInCode.$inferSelect;

/** The e-mailed second factor of staff sign-in (decision 036). */
export function createStaffSignInCodeRepo(db: Executor) {
  return {
    async insert(row: typeof staffSignInCode.$inferInsert, tx: Executor = db): Promise<StaffSignInCodeRow> {
      const [created] = await tx.insert(staffSignInCode).values(row).returning();
      if (!created) throw new Error('staff login code insert returned nothing');
      return created;
    },
    async setCodeHash(id: number, codeHash: string, tx: Executor = db): Promise<void> {
      await tx.update(staffSignInCode).set({ codeHash }).where(eq(staffSignInCode.id, id));
    },
    async find(id: number, tx: Executor = db): Promise<StaffSignInCodeRow | undefined> {
      const [row] = await tx.select().from(staffSignInCode).where(eq(staffSignInCode.id, id));
      return row;
    },
    /** The member's newest code: every send retires the ones before it. */
    async newest(staffId: number, tx: Executor = db): Promise<StaffSignInCodeRow | undefined> {
      const [row] = await tx
        .select()
        .from(staffSignInCode)
        .where(eq(staffSignInCode.staffId, staffId))
        .orderBy(desc(staffSignInCode.createdAt), desc(staffSignInCode.id))
        .limit(1);
      return row;
    },
    async countSince(staffId: number, since: Date, tx: Executor = db): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await tx
        .select({ count: count(), oldest: sql<string | null>`min(${staffSignInCode.createdAt})` })
        .from(staffSignInCode)
        .where(and(eq(staffSignInCode.staffId, staffId), gt(staffSignInCode.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },
    /** Ends every open code of the member now. */
    async expireOpen(staffId: number, tx: Executor = db): Promise<void> {
      const now = new Date();
      await tx
        .update(staffSignInCode)
        .set({ expiresAt: now })
        .where(and(eq(staffSignInCode.staffId, staffId), isNull(staffSignInCode.usedAt), gt(staffSignInCode.expiresAt, now)));
    },
    /**
     * Takes one try at the code, counted and checked in one statement before the code is compared
     * (decision 054): the try's number and the stored hash, or null when the code is used,
     * expired or out of tries. Parallel guesses each take their own try; none gets past `maxTries`.
     */
    async claimTry(id: number, maxTries: number, tx: Executor = db): Promise<{ attempts: number; codeHash: string } | null> {
      const [row] = await tx
        .update(staffSignInCode)
        .set({ attempts: sql`${staffSignInCode.attempts} + 1` })
        .where(
          and(
            eq(staffSignInCode.id, id),
            lt(staffSignInCode.attempts, maxTries),
            isNull(staffSignInCode.usedAt),
            sql`${staffSignInCode.expiresAt} > now()`,
          ),
        )
        .returning({ attempts: staffSignInCode.attempts, codeHash: staffSignInCode.codeHash });
      return row ?? null;
    },
    /**
     * Uses the code if it is still open; false when it was used, expired or killed meanwhile. The
     * try that found the right code was counted by claimTry, so `attempts` may equal `maxTries`.
     */
    async markUsed(id: number, maxTries: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(staffSignInCode)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(staffSignInCode.id, id),
            isNull(staffSignInCode.usedAt),
            sql`${staffSignInCode.expiresAt} > now()`,
            lte(staffSignInCode.attempts, maxTries),
          ),
        )
        .returning({ id: staffSignInCode.id });
      return rows.length === 1;
    },
  };
}
