import type { FastifyInstance } from 'fastify';
import { admin } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';

export default async function staffLogoutRoutes(app: FastifyInstance) {
  registerCall(app, admin.staffLogout, async ({ request, reply }) => {
    await app.staffSessions.signOut(request, reply);
    return { success: true as const };
  });
}
