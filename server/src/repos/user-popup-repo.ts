import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { userPopup } from '../db/schema/index';

/** The one-time popups a trader has seen (the user's `popups_shown`). */
export function createUserPopupRepo(db: Executor) {
  return {
    async listOf(userId: number, tx: Executor = db): Promise<{ popup: string; shown_at: string }[]> {
      const rows = await tx
        .select()
        .from(userPopup)
        .where(eq(userPopup.userId, userId))
        .orderBy(asc(userPopup.shownAt), asc(userPopup.popup));
      return rows.map((row) => ({ popup: row.popup, shown_at: row.shownAt.toISOString() }));
    },
    async countOf(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(userPopup).where(eq(userPopup.userId, userId));
      return row?.total ?? 0;
    },
    /** Shown once: a second report keeps the first time. */
    async markShown(userId: number, popup: string, tx: Executor = db): Promise<void> {
      await tx.insert(userPopup).values({ userId, popup }).onConflictDoNothing();
    },
    async clear(userId: number, popup: string, tx: Executor = db): Promise<void> {
      await tx.delete(userPopup).where(and(eq(userPopup.userId, userId), eq(userPopup.popup, popup)));
    },
  };
}
