import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { session } from '../db/schema/index';

export type SessionRow = typeof session.$inferSelect;

export function createSessionRepo(db: Executor) {
  return {
    async findLive(id: string, now = new Date()): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(session)
        .where(and(eq(session.id, id), gt(session.expiresAt, now)));
      return row;
    },
    async insert(row: typeof session.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(session).values(row);
    },
    async remove(id: string, tx: Executor = db): Promise<void> {
      await tx.delete(session).where(eq(session.id, id));
    },
    async touch(id: string, expiresAt: Date): Promise<void> {
      await db.update(session).set({ lastSeenAt: new Date(), expiresAt }).where(eq(session.id, id));
    },
    async saveData(id: string, data: Record<string, unknown>, tx: Executor = db): Promise<void> {
      await tx.update(session).set({ data }).where(eq(session.id, id));
    },
    async removeExpired(now = new Date()): Promise<void> {
      await db.delete(session).where(lt(session.expiresAt, now));
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
