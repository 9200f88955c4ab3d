import type { FastifyInstance } from 'fastify';
import { verifyPhone } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { changePhoneNumber } from '#server/services/phone-number-change';
import { askerOf } from '#server/services/phone-verification-send';
import { verifyPhoneCaptcha } from '#server/services/sms-human-check';

/** The verify_phone step's "(not correct?)" popup puts a new number on file and texts it a code. */
export default async function verifyPhoneSetRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verifyPhone.phoneSet,
    async ({ input, request }) => ({
      success: true as const,
      number: await changePhoneNumber(
        app,
        requireUser(request),
        input.phone_number,
        askerOf(request),
        verifyPhoneCaptcha(app, request, input.recaptcha_response),
      ),
    }),
    { config: authRateLimit(app) },
  );
}
