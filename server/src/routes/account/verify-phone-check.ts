import type { FastifyInstance } from 'fastify';
import { verifyPhone } from '../../../../common/contract/index';
import { authRateLimit } from '../../lib/auth-rate-limit';
import { registerCall } from '../../lib/register-call';
import { requireUser } from '../../lib/require-user';
import { checkVerificationCode } from '../../services/phone-verification-check';

/** spec setup-steps §4: the 4 digits, checked as soon as the last box is filled. */
export default async function verifyPhoneCheckRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verifyPhone.phoneCheck,
    async ({ input, request }) => {
      await checkVerificationCode(app, requireUser(request), input.code);
      return { success: true as const, error: null };
    },
    { config: authRateLimit(app) },
  );
}
