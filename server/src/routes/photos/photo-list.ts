import type { FastifyInstance } from 'fastify';
import { photos } from '../../../../common/contract/index';
import { registerCall } from '../../lib/register-call';
import { requireUser } from '../../lib/require-user';
import { createPhotoRepo } from '../../repos/photo-repo';
import { photoView } from './photo-view';

export default async function photoListRoutes(app: FastifyInstance) {
  const repo = createPhotoRepo(app.db.db);
  registerCall(app, photos.photoList, async ({ request }) => {
    const userId = requireUser(request);
    return { photos: (await repo.listByUser(userId)).map(photoView) };
  });
}
