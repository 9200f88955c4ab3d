import type { FastifyInstance } from 'fastify';
import type { StaffStage } from '#common/contract/calls/admin';
import { admin } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';

/** Where the /admin page starts: the password form, the code form or the queue. */
export default async function staffSessionRoutes(app: FastifyInstance) {
  registerCall(app, admin.staffSession, async ({ request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const stage: StaffStage = request.staff?.stage ?? 'password';
    return { stage, email: request.staff?.email ?? null };
  });
}
