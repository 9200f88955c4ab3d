import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { closedAccount } from '../db/schema/index';

export type ClosedAccountRow = typeof closedAccount.$inferSelect;

/** Closed accounts, for the staff audit log; rows are only ever inserted (by the erasure repo). */
export function createClosedAccountRepo(db: Executor) {
  return {
    async newest(limit: number, tx: Executor = db): Promise<ClosedAccountRow[]> {
      return tx.select().from(closedAccount).orderBy(desc(closedAccount.closedAt), desc(closedAccount.id)).limit(limit);
    },
  };
}
