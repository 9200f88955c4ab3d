import type { FastifyInstance } from 'fastify';
import { photos } from '#common/contract/index';
import { mediaUrl } from '#server/lib/media-url';
import { readUpload } from '#server/lib/read-upload';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createProfilePictureRepo } from '#server/repos/profile-picture-repo';
import { removeStoredFiles, storeImage } from '#server/services/stored-images';

export default async function profilePictureSaveRoutes(app: FastifyInstance) {
  const pictures = createProfilePictureRepo(app.db);
  registerCall(
    app,
    photos.profilePictureSave,
    async ({ request }) => {
      const userId = requireUser(request);
      const image = await storeImage(app, await readUpload(request));
      const replaced = await pictures
        .replace(userId, { picture: image.key, thumbnail: image.thumbnailKey })
        .catch(async (error: unknown) => {
          await removeStoredFiles(app.storage, [image.key, image.thumbnailKey], request.log);
          throw error;
        });
      if (replaced) await removeStoredFiles(app.storage, [replaced.picture, replaced.thumbnail], request.log);
      return { success: true as const, picture: mediaUrl(image.key) };
    },
    { config: { rateLimit: { max: app.env.UPLOADS_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
