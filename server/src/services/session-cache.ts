import { groupedCalls } from '../db/grouped-calls';
import { deepFreeze } from '../lib/deep-freeze';
import type { ReadCache } from '../lib/read-cache';
import type { SessionRepo, SessionRow } from '../repos/session-repo';

/** Session rows read in the last few seconds are kept, until this process writes (decision 051). */
export const SESSION_ROWS_KEPT = { ttlMs: 5_000, maxEntries: 10_000 };
/** At most this many requests' sessions read in one statement. */
const GROUP_MOST = 100;

export type KeptSessionRows = ReadCache<string, SessionRow | undefined>;

/**
 * A live session row by id: kept in memory until any write to the database, and the requests of one turn that
 * missed it read theirs in one statement (group commit, decision 098). A kept row may have run out since: the
 * caller checks `expiresAt`.
 */
export function createSessionCache(repo: SessionRepo, liveRows: KeptSessionRows) {
  const readLive = groupedCalls((ids: readonly string[]) => repo.findLiveMany(ids), { maxBatch: GROUP_MOST });
  return {
    read: (id: string) => liveRows.read(id, async () => freezeData(await readLive(id))),
  };
}

/** A kept row is shared by every request that reads it. */
function freezeData(row: SessionRow | undefined): SessionRow | undefined {
  if (row) deepFreeze(row.data);
  return row;
}
