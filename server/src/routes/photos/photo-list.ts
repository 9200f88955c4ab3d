import type { FastifyInstance } from 'fastify';
import { photos } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createPhotoRepo } from '#server/repos/photo-repo';
import { photoView } from './photo-view';

export default async function photoListRoutes(app: FastifyInstance) {
  const repo = createPhotoRepo(app.db);
  registerCall(app, photos.photoList, async ({ request }) => {
    const userId = requireUser(request);
    return { photos: (await repo.listByUser(userId)).map(photoView) };
  });
}
