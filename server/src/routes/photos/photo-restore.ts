import type { FastifyInstance } from 'fastify';
import { photos } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createDeletedPhotos } from '#server/services/deleted-photos';
import { photoView } from './photo-view';

/** The gallery's Undo: a photo deleted within the window comes back (decision 114). */
export default async function photoRestoreRoutes(app: FastifyInstance) {
  const deleted = createDeletedPhotos(app);
  registerCall(app, photos.photoRestore, async ({ params, request }) => {
    const photo = await deleted.restore(requireUser(request), params.id);
    return { success: true as const, photo: photoView(photo) };
  });
}
