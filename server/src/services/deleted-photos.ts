import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MAX_PHOTOS, PHOTO_GONE, PHOTO_RESTORE_SECONDS } from '#common/contract/calls/photos';
import { HttpError } from '../lib/http-errors';
import { createPhotoRepo, type PhotoRow } from '../repos/photo-repo';
import { removeStoredFiles } from './stored-images';

/** Photos swept for good in one go; the next delete or gallery load takes the rest. */
const SWEEP_BATCH = 20;

const windowStart = (now: Date) => new Date(now.getTime() - PHOTO_RESTORE_SECONDS * 1000);

/**
 * A gallery delete that Undo can take back (decision 114): the row is marked deleted and leaves the
 * gallery, the profile and the count at once; its files stay until PHOTO_RESTORE_SECONDS have passed, and
 * the sweep (run by any process on deletes and gallery loads) then removes row and files.
 */
export function createDeletedPhotos(app: FastifyInstance) {
  const repo = createPhotoRepo(app.db);
  return {
    async remove(userId: number, id: number, now = new Date()): Promise<void> {
      // someone else's photo is as unknown as a missing one: no hint that the id exists
      if (!(await repo.markDeleted(userId, id, now))) throw new HttpError(404, 'not_found', 'We could not find that image.');
    },
    async restore(userId: number, id: number, now = new Date()): Promise<PhotoRow> {
      const restored = await repo.restore(userId, id, windowStart(now), MAX_PHOTOS);
      if (restored === 'gone') throw new HttpError(404, 'not_found', PHOTO_GONE);
      if (restored === 'full')
        throw new HttpError(409, 'gallery_full', 'Your gallery is full again, so this image cannot come back. Delete another first.');
      return restored;
    },
    /** Removes for good what waited past the window; a failed file removal is logged (an orphan file, no row). */
    async sweep(log: FastifyBaseLogger, now = new Date()): Promise<number> {
      const gone = await repo.takeDeletedBefore(windowStart(now), SWEEP_BATCH);
      await removeStoredFiles(
        app.storage,
        gone.flatMap((row) => [row.storageKey, row.thumbnailKey]),
        log,
      );
      return gone.length;
    },
  };
}
