import type { FastifyInstance } from 'fastify';
import { verifyPhone } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { checkVerificationCode } from '#server/services/phone-verification-check';
import { publishAfterSave } from '#server/services/profile-publishing';

/** The verify_phone step's 4 digits, checked as soon as the last box is filled. */
export default async function verifyPhoneCheckRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verifyPhone.phoneCheck,
    async ({ input, request }) => {
      const userId = requireUser(request);
      await checkVerificationCode(app, userId, input.code, request.session?.publicId ?? null);
      // the verified number may be the last item the profile needed to go live (decision 064)
      await publishAfterSave(app, userId, request.log);
      return { success: true as const, error: null };
    },
    { config: authRateLimit(app) },
  );
}
