import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { phoneVerification } from '../db/schema/index';

export type PhoneVerificationRow = typeof phoneVerification.$inferSelect;

export function createPhoneVerificationRepo(db: Executor) {
  return {
    async insert(row: typeof phoneVerification.$inferInsert, tx: Executor = db): Promise<PhoneVerificationRow> {
      const [created] = await tx.insert(phoneVerification).values(row).returning();
      if (!created) throw new Error('phone verification insert returned nothing');
      return created;
    },
    async setCodeHash(id: number, codeHash: string, tx: Executor = db): Promise<void> {
      await tx.update(phoneVerification).set({ codeHash }).where(eq(phoneVerification.id, id));
    },
    /** The user's newest code: only it can verify, since every send retires the ones before. */
    async newest(userId: number, tx: Executor = db): Promise<PhoneVerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(phoneVerification)
        .where(eq(phoneVerification.userId, userId))
        .orderBy(desc(phoneVerification.createdAt), desc(phoneVerification.id))
        .limit(1);
      return row;
    },
    /** Send times since `since`, oldest first (for the 20 s wait and the hourly limit). */
    async sentSince(userId: number, since: Date, tx: Executor = db): Promise<Date[]> {
      const rows = await tx
        .select({ createdAt: phoneVerification.createdAt })
        .from(phoneVerification)
        .where(and(eq(phoneVerification.userId, userId), gt(phoneVerification.createdAt, since)))
        .orderBy(asc(phoneVerification.createdAt));
      return rows.map((row) => row.createdAt);
    },
    /** Ends every open code of the user now (a new send or a new number retires them). */
    async expireOpen(userId: number, tx: Executor = db): Promise<void> {
      const now = new Date();
      await tx
        .update(phoneVerification)
        .set({ expiresAt: now })
        .where(and(eq(phoneVerification.userId, userId), isNull(phoneVerification.verifiedAt), gt(phoneVerification.expiresAt, now)));
    },
    async find(id: number, tx: Executor = db): Promise<PhoneVerificationRow | undefined> {
      const [row] = await tx.select().from(phoneVerification).where(eq(phoneVerification.id, id));
      return row;
    },
    /**
     * Takes one try at the code, counted and checked in one statement before the code is compared
     * (decision 054): the try's number and the stored hash, or null when the code is used,
     * expired or out of tries. Parallel guesses each take their own try; none gets past `maxTries`.
     */
    async claimTry(id: number, maxTries: number, tx: Executor = db): Promise<{ attempts: number; codeHash: string } | null> {
      const [row] = await tx
        .update(phoneVerification)
        .set({ attempts: sql`${phoneVerification.attempts} + 1` })
        .where(
          and(
            eq(phoneVerification.id, id),
            lt(phoneVerification.attempts, maxTries),
            isNull(phoneVerification.verifiedAt),
            sql`${phoneVerification.expiresAt} > now()`,
          ),
        )
        .returning({ attempts: phoneVerification.attempts, codeHash: phoneVerification.codeHash });
      return row ?? null;
    },
    /**
     * Uses the code if it is still open; false when it was used, expired or killed meanwhile. The
     * try that found the right code was counted by claimTry, so `attempts` may equal `maxTries`.
     */
    async markVerified(id: number, maxTries: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(phoneVerification)
        .set({ verifiedAt: new Date() })
        .where(
          and(
            eq(phoneVerification.id, id),
            isNull(phoneVerification.verifiedAt),
            sql`${phoneVerification.expiresAt} > now()`,
            lte(phoneVerification.attempts, maxTries),
          ),
        )
        .returning({ id: phoneVerification.id });
      return rows.length === 1;
    },
  };
}
