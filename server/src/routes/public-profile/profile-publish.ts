import type { FastifyInstance } from 'fastify';
import { publicProfile } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createProfilePublisher } from '#server/services/profile-publishing';

/** The complete step publishes the profile page and directory entry (decision 039). */
export default async function profilePublishRoutes(app: FastifyInstance) {
  const publishProfile = createProfilePublisher(app);
  registerCall(app, publicProfile.profilePublish, async ({ request }) => {
    const userId = requireUser(request);
    return { success: true as const, url: await publishProfile(userId) };
  });
}
