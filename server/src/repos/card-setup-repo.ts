import { and, eq, sql } from 'drizzle-orm';
import type { SetupStatus } from '#common/contract/calls/cards';
import type { Executor } from '../db/client';
import { cardSetup } from '../db/schema/index';

export type CardSetupRow = typeof cardSetup.$inferSelect;

/** One attempt to add a card: the provider's setup intent, its status and the browser's pings. */
export function createCardSetupRepo(db: Executor) {
  return {
    async insert(values: Omit<typeof cardSetup.$inferInsert, 'pings' | 'createdAt' | 'updatedAt'>, tx: Executor = db): Promise<void> {
      await tx.insert(cardSetup).values(values);
    },
    /** The attempt, only if it is this user's and belongs to this card session. */
    async find(id: string, userId: number, uniqueId: string, tx: Executor = db): Promise<CardSetupRow | undefined> {
      const [row] = await tx
        .select()
        .from(cardSetup)
        .where(and(eq(cardSetup.id, id), eq(cardSetup.userId, userId), eq(cardSetup.uniqueId, uniqueId)));
      return row;
    },
    async setStatus(id: string, status: SetupStatus, lastError: string | null, tx: Executor = db): Promise<void> {
      await tx.update(cardSetup).set({ status, lastError, updatedAt: new Date() }).where(eq(cardSetup.id, id));
    },
    /** Counts one more ping and returns the new count (atomic, so parallel pings cannot skip the cap). */
    async addPing(id: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .update(cardSetup)
        .set({ pings: sql`${cardSetup.pings} + 1`, updatedAt: new Date() })
        .where(eq(cardSetup.id, id))
        .returning({ pings: cardSetup.pings });
      return row?.pings ?? 0;
    },
    async hasFailedBefore(userId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: cardSetup.id })
        .from(cardSetup)
        .where(and(eq(cardSetup.userId, userId), eq(cardSetup.status, 'failed')))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type CardSetupRepo = ReturnType<typeof createCardSetupRepo>;
