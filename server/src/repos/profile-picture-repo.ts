import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema/index';

export interface PictureKeys {
  picture: string;
  thumbnail: string;
}

/** The storage keys of a user's profile picture (`user.picture`, `user.picture_thumbnail`). */
export function createProfilePictureRepo(db: Database) {
  return {
    /** Sets the keys (null: back to the placeholder) and returns the ones they replaced, for deletion. */
    async replace(userId: number, next: PictureKeys | null): Promise<PictureKeys | null> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({ picture: user.picture, thumbnail: user.pictureThumbnail })
          .from(user)
          .where(eq(user.id, userId))
          .for('update');
        await tx
          .update(user)
          .set({ picture: next?.picture ?? null, pictureThumbnail: next?.thumbnail ?? null, updatedAt: new Date() })
          .where(eq(user.id, userId));
        return old?.picture ? { picture: old.picture, thumbnail: old.thumbnail ?? old.picture } : null;
      });
    },
  };
}
