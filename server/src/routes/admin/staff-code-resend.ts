import type { FastifyInstance } from 'fastify';
import { admin } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { fieldError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { SIGN_IN_TIMED_OUT, sendStaffCode } from '#server/services/staff-sign-in';

/** "Send a new code": only for a visit waiting for its code; the new code ends the old one. */
export default async function staffCodeResendRoutes(app: FastifyInstance) {
  registerCall(
    app,
    admin.staffCodeResend,
    async ({ request }) => {
      const waiting = request.staff;
      if (!waiting || waiting.stage !== 'code') throw fieldError('code', SIGN_IN_TIMED_OUT);
      await app.db.transaction(async (tx) => {
        const codeId = await sendStaffCode(app, tx, waiting.staffId, 'code');
        await app.staffSessions.replaceCode(waiting, codeId, tx);
      });
      return { success: true as const };
    },
    { config: authRateLimit(app) },
  );
}
