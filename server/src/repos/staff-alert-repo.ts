import { desc, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffAlert } from '../db/schema/index';

export type StaffAlertRow = typeof staffAlert.$inferSelect;

export function createStaffAlertRepo(db: Executor) {
  return {
    /** Files the alert unless one with the same `dedupeKey` exists; true when this call filed it. */
    async raise(row: { kind: string; message: string; dedupeKey: string }, tx: Executor = db): Promise<boolean> {
      const inserted = await tx.insert(staffAlert).values(row).onConflictDoNothing().returning({ id: staffAlert.id });
      return inserted.length > 0;
    },
    /** Alerts nobody has resolved yet, newest first. */
    async listOpen(limit: number, tx: Executor = db): Promise<StaffAlertRow[]> {
      return tx
        .select()
        .from(staffAlert)
        .where(isNull(staffAlert.resolvedAt))
        .orderBy(desc(staffAlert.createdAt), desc(staffAlert.id))
        .limit(limit);
    },
  };
}
