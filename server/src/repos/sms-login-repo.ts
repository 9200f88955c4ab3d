import { and, count, eq, gt, sql } from 'drizzle-orm';
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
    /** Counts a wrong try atomically, so parallel guesses cannot share one try. */
    async addAttempt(id: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .update(smsLogin)
        .set({ attempts: sql`${smsLogin.attempts} + 1` })
        .where(eq(smsLogin.id, id))
        .returning({ attempts: smsLogin.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    /** Marks the code used; false when another request used it first (replay). */
    async markVerified(id: number, sessionId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(smsLogin)
        .set({ verifiedAt: new Date(), verifiedSessionId: sessionId })
        .where(and(eq(smsLogin.id, id), sql`${smsLogin.verifiedAt} is null`))
        .returning({ id: smsLogin.id });
      return rows.length === 1;
    },
    async countSince(phoneNumber: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(smsLogin)
        .where(and(eq(smsLogin.phoneNumber, phoneNumber), gt(smsLogin.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}
