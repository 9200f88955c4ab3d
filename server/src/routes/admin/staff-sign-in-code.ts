import type { FastifyInstance } from 'fastify';
import { admin } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { checkStaffCode } from '#server/services/staff-sign-in';

/** The second factor: the right code signs the visit in under a new session id. */
export default async function staffSignInCodeRoutes(app: FastifyInstance) {
  registerCall(
    app,
    admin.staffSignInCode,
    async ({ input, request, reply }) => {
      const member = await checkStaffCode(app, request.staff, input.code, (staffId, tx) =>
        app.staffSessions.signIn(request, reply, staffId, tx),
      );
      return { success: true as const, stage: 'signed_in' as const, email: member.email };
    },
    { config: authRateLimit(app) },
  );
}
