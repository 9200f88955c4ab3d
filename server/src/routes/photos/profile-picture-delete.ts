import type { FastifyInstance } from 'fastify';
import { photos } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createProfilePictureRepo } from '#server/repos/profile-picture-repo';
import { removeStoredFiles } from '#server/services/stored-images';

/** The photo step's Remove link: back to the placeholder, files deleted (decision 024). */
export default async function profilePictureDeleteRoutes(app: FastifyInstance) {
  const pictures = createProfilePictureRepo(app.db);
  registerCall(app, photos.profilePictureDelete, async ({ request }) => {
    const userId = requireUser(request);
    const removed = await pictures.replace(userId, null);
    if (removed) await removeStoredFiles(app.storage, [removed.picture, removed.thumbnail], request.log);
    return { success: true as const };
  });
}
