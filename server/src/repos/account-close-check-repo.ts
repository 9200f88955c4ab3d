import { and, count, desc, eq, gt, isNotNull, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accountCloseCheck } from '../db/schema/index';

export type AccountCloseCheckRow = typeof accountCloseCheck.$inferSelect;

/** The fresh sign-in checks before closing an account (decision 088). */
export function createAccountCloseCheckRepo(db: Executor) {
  return {
    async insert(row: typeof accountCloseCheck.$inferInsert, tx: Executor = db): Promise<AccountCloseCheckRow> {
      const [created] = await tx.insert(accountCloseCheck).values(row).returning();
      if (!created) throw new Error('account close check insert returned nothing');
      return created;
    },
    async setCodeHash(id: number, codeHash: string, tx: Executor = db): Promise<void> {
      await tx.update(accountCloseCheck).set({ codeHash }).where(eq(accountCloseCheck.id, id));
    },
    /** Codes sent to the user since `since`, and when the oldest of them went. */
    async codesSince(userId: number, since: Date, tx: Executor = db): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await tx
        .select({ count: count(), oldest: min(accountCloseCheck.createdAt) })
        .from(accountCloseCheck)
        .where(and(eq(accountCloseCheck.userId, userId), eq(accountCloseCheck.method, 'code'), gt(accountCloseCheck.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },
    /** Ends the user's open codes now: a new code retires the ones before. */
    async expireOpenCodes(userId: number, tx: Executor = db): Promise<void> {
      await tx
        .update(accountCloseCheck)
        .set({ expiresAt: sql`now()` })
        .where(
          and(
            eq(accountCloseCheck.userId, userId),
            eq(accountCloseCheck.method, 'code'),
            isNull(accountCloseCheck.confirmedAt),
            gt(accountCloseCheck.expiresAt, sql`now()`),
          ),
        );
    },
    /** The newest code sent in this session: only it can pass the check. */
    async newestCode(userId: number, sessionId: string, tx: Executor = db): Promise<AccountCloseCheckRow | undefined> {
      const [row] = await tx
        .select()
        .from(accountCloseCheck)
        .where(and(eq(accountCloseCheck.userId, userId), eq(accountCloseCheck.sessionId, sessionId), eq(accountCloseCheck.method, 'code')))
        .orderBy(desc(accountCloseCheck.createdAt), desc(accountCloseCheck.id))
        .limit(1);
      return row;
    },
    async find(id: number, tx: Executor = db): Promise<AccountCloseCheckRow | undefined> {
      const [row] = await tx.select().from(accountCloseCheck).where(eq(accountCloseCheck.id, id));
      return row;
    },
    /** One try at a code, counted before it is compared (as decision 054's phone codes): null when used, expired or out of tries. */
    async claimTry(id: number, maxTries: number, tx: Executor = db): Promise<{ attempts: number; codeHash: string | null } | null> {
      const [row] = await tx
        .update(accountCloseCheck)
        .set({ attempts: sql`${accountCloseCheck.attempts} + 1` })
        .where(
          and(
            eq(accountCloseCheck.id, id),
            lt(accountCloseCheck.attempts, maxTries),
            isNull(accountCloseCheck.confirmedAt),
            gt(accountCloseCheck.expiresAt, sql`now()`),
          ),
        )
        .returning({ attempts: accountCloseCheck.attempts, codeHash: accountCloseCheck.codeHash });
      return row ?? null;
    },
    /** Turns a right code into a proof good until `until`; false when the code was used, expired or killed meanwhile. */
    async confirmCode(id: number, maxTries: number, until: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(accountCloseCheck)
        .set({ confirmedAt: sql`now()`, expiresAt: until })
        .where(
          and(
            eq(accountCloseCheck.id, id),
            isNull(accountCloseCheck.confirmedAt),
            gt(accountCloseCheck.expiresAt, sql`now()`),
            lte(accountCloseCheck.attempts, maxTries),
          ),
        )
        .returning({ id: accountCloseCheck.id });
      return rows.length === 1;
    },
    /** The newest passed check of this session, live or not. */
    async newestProof(userId: number, sessionId: string, tx: Executor = db): Promise<AccountCloseCheckRow | undefined> {
      const [row] = await tx
        .select()
        .from(accountCloseCheck)
        .where(
          and(eq(accountCloseCheck.userId, userId), eq(accountCloseCheck.sessionId, sessionId), isNotNull(accountCloseCheck.confirmedAt)),
        )
        .orderBy(desc(accountCloseCheck.confirmedAt), desc(accountCloseCheck.id))
        .limit(1);
      return row;
    },
    async removeAllOf(userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(accountCloseCheck).where(eq(accountCloseCheck.userId, userId));
    },
  };
}
