import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { user } from '../db/schema/index';

/** Away mode's one column on the user row (decision 089). */
export function createAvailabilityRepo(db: Executor) {
  return {
    /** The first day back ("YYYY-MM-DD"), or null to take work again; false when there is no such user. */
    async setPausedUntil(userId: number, pausedUntil: string | null, tx: Executor = db): Promise<boolean> {
      const rows = await tx.update(user).set({ pausedUntil, updatedAt: new Date() }).where(eq(user.id, userId)).returning({ id: user.id });
      return rows.length > 0;
    },
  };
}
