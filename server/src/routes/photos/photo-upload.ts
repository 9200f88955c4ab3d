import type { FastifyInstance } from 'fastify';
import { imageMessages, MAX_PHOTOS } from '#common/contract/calls/photos';
import { UPLOAD_FIELD } from '#common/contract/define-call';
import { photos } from '#common/contract/index';
import { fieldError } from '#server/lib/http-errors';
import { readUpload } from '#server/lib/read-upload';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createPhotoRepo } from '#server/repos/photo-repo';
import { removeStoredFiles, storeImage } from '#server/services/stored-images';
import { photoView } from './photo-view';

/** One gallery image a request; at most MAX_PHOTOS per trader. */
export default async function photoUploadRoutes(app: FastifyInstance) {
  const repo = createPhotoRepo(app.db);
  registerCall(
    app,
    photos.photoUpload,
    async ({ request }) => {
      const userId = requireUser(request);
      // a cheap early refusal; the insert below checks again under a lock
      if ((await repo.countByUser(userId)) >= MAX_PHOTOS) throw fieldError(UPLOAD_FIELD, imageMessages.tooManyPhotos);
      const image = await storeImage(app, await readUpload(request));
      const keys = [image.key, image.thumbnailKey];
      const row = await repo
        .insertUnderLimit(
          { userId, storageKey: image.key, thumbnailKey: image.thumbnailKey, width: image.width, height: image.height, bytes: image.bytes },
          MAX_PHOTOS,
        )
        .catch(async (error: unknown) => {
          await removeStoredFiles(app.storage, keys, request.log);
          throw error;
        });
      if (!row) {
        await removeStoredFiles(app.storage, keys, request.log);
        throw fieldError(UPLOAD_FIELD, imageMessages.tooManyPhotos);
      }
      return { success: true as const, photo: photoView(row) };
    },
    { config: { rateLimit: { max: app.env.UPLOADS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
