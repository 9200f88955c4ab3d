import type { FastifyInstance } from 'fastify';
import { photos } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createPhotoRepo } from '#server/repos/photo-repo';
import { createDeletedPhotos } from '#server/services/deleted-photos';
import { photoView } from './photo-view';

export default async function photoListRoutes(app: FastifyInstance) {
  const repo = createPhotoRepo(app.db);
  const deleted = createDeletedPhotos(app);
  registerCall(app, photos.photoList, async ({ request }) => {
    const userId = requireUser(request);
    // deleted images past their Undo window go for good, whoever's they are (decision 114)
    await deleted.sweep(request.log);
    return { photos: (await repo.listByUser(userId)).map(photoView) };
  });
}
