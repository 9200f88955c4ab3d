import { and, count, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { photo, user } from '../db/schema/index';

export type PhotoRow = typeof photo.$inferSelect;
export type NewPhoto = Omit<typeof photo.$inferInsert, 'id' | 'createdAt' | 'deletedAt'>;

/** In the gallery: not deleted (a deleted image waits for Undo or the sweep: decision 114). */
const shown = isNull(photo.deletedAt);

/** A trader's gallery images. */
export function createPhotoRepo(db: Database) {
  return {
    /** Newest first. */
    async listByUser(userId: number): Promise<PhotoRow[]> {
      return db
        .select()
        .from(photo)
        .where(and(eq(photo.userId, userId), shown))
        .orderBy(desc(photo.createdAt), desc(photo.id));
    },
    async countByUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(photo)
        .where(and(eq(photo.userId, userId), shown));
      return row?.total ?? 0;
    },
    /** Inserts unless the user already has `limit` photos; the user row lock keeps parallel uploads in line. */
    async insertUnderLimit(row: NewPhoto, limit: number): Promise<PhotoRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, row.userId)).for('update');
        const [held] = await tx
          .select({ total: count() })
          .from(photo)
          .where(and(eq(photo.userId, row.userId), shown));
        if ((held?.total ?? 0) >= limit) return null;
        const [created] = await tx.insert(photo).values(row).returning();
        return created ?? null;
      });
    },
    /** Marks the photo deleted if it is the user's and shown; returns it or undefined. Its files stay for Undo. */
    async markDeleted(userId: number, id: number, now: Date): Promise<PhotoRow | undefined> {
      const [deleted] = await db
        .update(photo)
        .set({ deletedAt: now })
        .where(and(eq(photo.id, id), eq(photo.userId, userId), shown))
        .returning();
      return deleted;
    },
    /**
     * Undo: shows the photo again if the user deleted it after `since`, unless the gallery has filled up meanwhile
     * (under the same lock as uploads). 'gone' past the window or for someone else's photo.
     */
    async restore(userId: number, id: number, since: Date, limit: number): Promise<PhotoRow | 'gone' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
        const mine = and(eq(photo.id, id), eq(photo.userId, userId), gt(photo.deletedAt, since));
        const [waiting] = await tx.select({ id: photo.id }).from(photo).where(mine);
        if (!waiting) return 'gone';
        const [held] = await tx
          .select({ total: count() })
          .from(photo)
          .where(and(eq(photo.userId, userId), shown));
        if ((held?.total ?? 0) >= limit) return 'full';
        const [restored] = await tx.update(photo).set({ deletedAt: null }).where(mine).returning();
        return restored ?? 'gone';
      });
    },
    /**
     * Takes up to `max` photos deleted before `before` out for good, any trader's; returns them for their files.
     * SKIP LOCKED: processes sweeping at once each take different rows, and a file is removed once.
     */
    async takeDeletedBefore(before: Date, max: number): Promise<PhotoRow[]> {
      const due = db.select({ id: photo.id }).from(photo).where(lt(photo.deletedAt, before)).limit(max).for('update', { skipLocked: true });
      return db.delete(photo).where(inArray(photo.id, due)).returning();
    },
  };
}
