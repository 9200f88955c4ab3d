import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { photo, user } from '../db/schema/index';

export type PhotoRow = typeof photo.$inferSelect;
export type NewPhoto = Omit<typeof photo.$inferInsert, 'id' | 'createdAt'>;

/** A trader's gallery images. */
export function createPhotoRepo(db: Database) {
  return {
    /** Newest first. */
    async listByUser(userId: number): Promise<PhotoRow[]> {
      return db.select().from(photo).where(eq(photo.userId, userId)).orderBy(desc(photo.createdAt), desc(photo.id));
    },
    async countByUser(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(photo).where(eq(photo.userId, userId));
      return row?.total ?? 0;
    },
    /** Inserts unless the user already has `limit` photos; the user row lock keeps parallel uploads in line. */
    async insertUnderLimit(row: NewPhoto, limit: number): Promise<PhotoRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, row.userId)).for('update');
        const [held] = await tx.select({ total: count() }).from(photo).where(eq(photo.userId, row.userId));
        if ((held?.total ?? 0) >= limit) return null;
        const [created] = await tx.insert(photo).values(row).returning();
        return created ?? null;
      });
    },
    /** Deletes the photo if it is the user's; returns it (for its files) or undefined. */
    async deleteOwned(userId: number, id: number): Promise<PhotoRow | undefined> {
      const [deleted] = await db
        .delete(photo)
        .where(and(eq(photo.id, id), eq(photo.userId, userId)))
        .returning();
      return deleted;
    },
  };
}
