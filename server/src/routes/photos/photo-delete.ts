import type { FastifyInstance } from 'fastify';
import { photos } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createDeletedPhotos } from '#server/services/deleted-photos';

/** Deletes a gallery image so that Undo can still bring it back for a while (decision 114). */
export default async function photoDeleteRoutes(app: FastifyInstance) {
  const deleted = createDeletedPhotos(app);
  registerCall(app, photos.photoDelete, async ({ params, request }) => {
    await deleted.remove(requireUser(request), params.id);
    await deleted.sweep(request.log);
    return { success: true as const };
  });
}
