import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { namedQuery } from '../db/named-statement';
import { session } from '../db/schema/index';

export type SessionRow = typeof session.$inferSelect;

/** A new session's row, all but its account. */
export type NewSessionRow = Omit<typeof session.$inferInsert, 'userId'> & { id: string; csrfToken: string; expiresAt: Date };

/** One text for any number of ids (an array): a named statement (decision 099). */
const runFindLiveMany = namedQuery('tradespace_live_sessions', (db) =>
  db
    .select()
    .from(session)
    .where(and(sql`${session.id} = any(${sql.placeholder('ids')}::text[])`, gt(session.expiresAt, sql.placeholder('now')))),
);

export function createSessionRepo(db: Executor) {
  return {
    async findLive(id: string, now = new Date()): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(session)
        .where(and(eq(session.id, id), gt(session.expiresAt, now)));
      return row;
    },
    /** Several requests' sessions in one statement (decision 098): each id's live row, in the ids' order. */
    async findLiveMany(ids: readonly string[], now = new Date()): Promise<(SessionRow | undefined)[]> {
      const rows = await runFindLiveMany(db, { ids: [...new Set(ids)], now });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    async insert(row: typeof session.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(session).values(row);
    },
    /** Inserts `row` and deletes the session it replaces (a sign-in's new id) in one statement. */
    async replace(previousId: string, row: typeof session.$inferInsert, tx: Executor = db): Promise<void> {
      const gone = tx.delete(session).where(eq(session.id, previousId));
      await tx.execute(sql`with gone as (${gone.getSQL()}) ${tx.insert(session).values(row).getSQL()}`);
    },
    async remove(id: string, tx: Executor = db): Promise<void> {
      await tx.delete(session).where(eq(session.id, id));
    },
    /**
     * Signs the user out of every session, or every one but `keepId`; the number signed out. Each row stays
     * as a bare visitor's (no user, none of the visit's data), so the device's next call is a plain 401
     * "Please sign in" rather than a stale-page 419 (decision 063).
     */
    async signOutAllOfUser(userId: number, keepId?: string, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(session)
        .set({ userId: null, data: sql`jsonb_build_object('publicId', ${session.data} -> 'publicId')` })
        .where(keepId ? and(eq(session.userId, userId), ne(session.id, keepId)) : eq(session.userId, userId))
        .returning({ id: session.id });
      return rows.length;
    },
    async touch(id: string, expiresAt: Date): Promise<void> {
      await db.update(session).set({ lastSeenAt: new Date(), expiresAt }).where(eq(session.id, id));
    },
    async saveData(id: string, data: Record<string, unknown>, tx: Executor = db): Promise<void> {
      await tx.update(session).set({ data }).where(eq(session.id, id));
    },
    /** Deletes at most `limit` sessions that ran out before `now` (their index holds them in order); how many went. */
    async removeExpired(now = new Date(), limit = 5_000): Promise<number> {
      const expired = db.select({ id: session.id }).from(session).where(lt(session.expiresAt, now)).limit(limit);
      const gone = await db.delete(session).where(inArray(session.id, expired)).returning({ id: session.id });
      return gone.length;
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
