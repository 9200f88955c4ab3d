import type { FastifyInstance } from 'fastify';
import { verifyPhone } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { askerOf, sendVerificationCode } from '#server/services/phone-verification-send';
import { verifyPhoneCaptcha } from '#server/services/sms-human-check';

/** The verify_phone step's Resend link, allowed 20 s after the last send. */
export default async function verifyPhoneResendRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verifyPhone.phoneResend,
    async ({ input, request }) =>
      sendVerificationCode(
        app,
        requireUser(request),
        'resend',
        askerOf(request),
        verifyPhoneCaptcha(app, request, input.recaptcha_response),
      ),
    { config: authRateLimit(app) },
  );
}
