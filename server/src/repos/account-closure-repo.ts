import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { accountClosure } from '../db/schema/index';

export type AccountClosureRow = typeof accountClosure.$inferSelect;

/** Closed accounts, for the staff audit log; rows are only ever inserted (by the erasure repo). */
export function createAccountClosureRepo(db: Executor) {
  return {
    async newest(limit: number, tx: Executor = db): Promise<AccountClosureRow[]> {
      return tx.select().from(accountClosure).orderBy(desc(accountClosure.closedAt), desc(accountClosure.id)).limit(limit);
    },
  };
}
