import type { FastifyInstance } from 'fastify';
import { photos } from '#common/contract/index';
import { HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createPhotoRepo } from '#server/repos/photo-repo';
import { removeStoredFiles } from '#server/services/stored-images';

export default async function photoDeleteRoutes(app: FastifyInstance) {
  const repo = createPhotoRepo(app.db);
  registerCall(app, photos.photoDelete, async ({ params, request }) => {
    const userId = requireUser(request);
    // someone else's photo is as unknown as a missing one: no hint that the id exists
    const deleted = await repo.deleteOwned(userId, params.id);
    if (!deleted) throw new HttpError(404, 'not_found', 'We could not find that image.');
    await removeStoredFiles(app.storage, [deleted.storageKey, deleted.thumbnailKey], request.log);
    return { success: true as const };
  });
}
