import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { smsSignIn } from '../db/schema/index';

export type SmsSignInRow = typeof smsSignIn.$inferSelect;

export function createSmsSignInRepo(db: Executor) {
  return {
    async insert(row: typeof smsSignIn.$inferInsert, tx: Executor = db): Promise<SmsSignInRow> {
      const [created] = await tx.insert(smsSignIn).values(row).returning();
      if (!created) throw new Error('sms login insert returned nothing');
      return created;
    },
    async setCodeHash(id: number, codeHash: string, tx: Executor = db): Promise<void> {
      await tx.update(smsSignIn).set({ codeHash }).where(eq(smsSignIn.id, id));
    },
    async find(id: number, tx: Executor = db): Promise<SmsSignInRow | undefined> {
      const [row] = await tx.select().from(smsSignIn).where(eq(smsSignIn.id, id));
      return row;
    },
    /** The request a URL names: by its random token, never its row id (decision 102). */
    async findByToken(token: string, tx: Executor = db): Promise<SmsSignInRow | undefined> {
      const [row] = await tx.select().from(smsSignIn).where(eq(smsSignIn.token, token));
      return row;
    },
    /**
     * Takes one try at the code, counted and checked in one statement before the code is compared
     * (decision 054): the try's number and the stored hash, or null when the code is used,
     * expired or out of tries. Parallel guesses each take their own try; none gets past `maxTries`.
     */
    async claimTry(id: number, maxTries: number, tx: Executor = db): Promise<{ attempts: number; codeHash: string } | null> {
      const [row] = await tx
        .update(smsSignIn)
        .set({ attempts: sql`${smsSignIn.attempts} + 1` })
        .where(
          and(eq(smsSignIn.id, id), lt(smsSignIn.attempts, maxTries), isNull(smsSignIn.verifiedAt), sql`${smsSignIn.expiresAt} > now()`),
        )
        .returning({ attempts: smsSignIn.attempts, codeHash: smsSignIn.codeHash });
      return row ?? null;
    },
    /** Marks the code used if it is still open; false when another request used it first (replay) or it expired. */
    async markVerified(id: number, sessionId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(smsSignIn)
        .set({ verifiedAt: new Date(), verifiedSessionId: sessionId })
        .where(and(eq(smsSignIn.id, id), isNull(smsSignIn.verifiedAt), sql`${smsSignIn.expiresAt} > now()`))
        .returning({ id: smsSignIn.id });
      return rows.length === 1;
    },
  };
}
