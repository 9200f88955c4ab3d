import type { FastifyInstance } from 'fastify';
import { verifyPhone } from '../../../../common/contract/index';
import { authRateLimit } from '../../lib/auth-rate-limit';
import { registerCall } from '../../lib/register-call';
import { requireUser } from '../../lib/require-user';
import { changePhoneNumber } from '../../services/phone-number-change';

/** spec setup-steps §2: the "(not correct?)" popup puts a new number on file and texts it a code. */
export default async function verifyPhoneSetRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verifyPhone.phoneSet,
    async ({ input, request }) => ({
      success: true as const,
      number: await changePhoneNumber(app, requireUser(request), input.phone_number, request.ip),
    }),
    { config: authRateLimit(app) },
  );
}
