import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { smsLogin } from '../db/schema/index';

export type SmsLoginRow = typeof smsLogin.$inferSelect;

export function createSmsLoginRepo(db: Executor) {
  return {
    async insert(row: typeof smsLogin.$inferInsert, tx: Executor = db): Promise<SmsLoginRow> {
      const [created] = await tx.insert(smsLogin).values(row).returning();
      if (!created) throw new Error('sms login insert returned nothing');
      return created;
    },
    async setCodeHash(id: number, codeHash: string, tx: Executor = db): Promise<void> {
      await tx.update(smsLogin).set({ codeHash }).where(eq(smsLogin.id, id));
    },
    async find(id: number, tx: Executor = db): Promise<SmsLoginRow | undefined> {
      const [row] = await tx.select().from(smsLogin).where(eq(smsLogin.id, id));
      return row;
    },
    /** The request a URL names: by its random token, never its row id (decision 102). */
    async findByToken(token: string, tx: Executor = db): Promise<SmsLoginRow | undefined> {
      const [row] = await tx.select().from(smsLogin).where(eq(smsLogin.token, token));
      return row;
    },
    /**
     * Takes one try at the code, counted and checked in one statement before the code is compared
     * (decision 054): the try's number and the stored hash, or null when the code is used,
     * expired or out of tries. Parallel guesses each take their own try; none gets past `maxTries`.
     */
    async claimTry(id: number, maxTries: number, tx: Executor = db): Promise<{ attempts: number; codeHash: string } | null> {
      const [row] = await tx
        .update(smsLogin)
        .set({ attempts: sql`${smsLogin.attempts} + 1` })
        .where(and(eq(smsLogin.id, id), lt(smsLogin.attempts, maxTries), isNull(smsLogin.verifiedAt), sql`${smsLogin.expiresAt} > now()`))
        .returning({ attempts: smsLogin.attempts, codeHash: smsLogin.codeHash });
      return row ?? null;
    },
    /** Marks the code used if it is still open; false when another request used it first (replay) or it expired. */
    async markVerified(id: number, sessionId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(smsLogin)
        .set({ verifiedAt: new Date(), verifiedSessionId: sessionId })
        .where(and(eq(smsLogin.id, id), isNull(smsLogin.verifiedAt), sql`${smsLogin.expiresAt} > now()`))
        .returning({ id: smsLogin.id });
      return rows.length === 1;
    },
  };
}
