import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { usedTrialContact } from '../db/schema/index';

/** Keyed hashes of the verified contacts of accounts that have had the free month (decision 106). */
export function createUsedTrialContactRepo(db: Executor) {
  return {
    /** Keeps each hash once; one already kept keeps its first date. */
    async record(hashes: string[], tx: Executor = db): Promise<void> {
      if (hashes.length === 0) return;
      await tx
        .insert(usedTrialContact)
        .values(hashes.map((hash) => ({ hash })))
        .onConflictDoNothing({ target: usedTrialContact.hash });
    },
    /** True when any of the hashes is kept: one of these contacts has had a free month. */
    async anyUsed(hashes: string[], tx: Executor = db): Promise<boolean> {
      if (hashes.length === 0) return false;
      const rows = await tx
        .select({ hash: usedTrialContact.hash })
        .from(usedTrialContact)
        .where(inArray(usedTrialContact.hash, hashes))
        .limit(1);
      return rows.length > 0;
    },
  };
}
