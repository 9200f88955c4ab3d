import type { FastifyInstance } from 'fastify';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { admin } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { checkStaffPassword, sendStaffCode } from '#server/services/staff-sign-in';

/** The first factor: a right password e-mails a code and starts a short waiting session (decisions 035, 036). */
export default async function staffSignInRoutes(app: FastifyInstance) {
  registerCall(
    app,
    admin.staffSignIn,
    async ({ input, request, reply }) => {
      // counted before the password is checked; a right one is not a failure and is given back (decision 104)
      await app.captcha.attempt(request, { action: 'staff-login', response: input.recaptcha_response });
      const member = await checkStaffPassword(app, input.email_address, input.password);
      await app.captcha.forgetAttempt(request, 'staff-login');
      await app.db.transaction(async (tx) => {
        const codeId = await sendStaffCode(app, tx, member.id, GENERAL_ERROR_FIELD);
        await app.staffSessions.startCode(request, reply, member.id, codeId, tx);
      });
      return { success: true as const, stage: 'code' as const };
    },
    { config: authRateLimit(app) },
  );
}
