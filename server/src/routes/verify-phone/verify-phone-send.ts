import type { FastifyInstance } from 'fastify';
import { verifyPhone } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { askerOf, sendVerificationCode } from '#server/services/phone-verification-send';
import { verifyPhoneCaptcha } from '#server/services/sms-human-check';

/** The verify_phone screen asks for a code when it opens. */
export default async function verifyPhoneSendRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verifyPhone.phoneSend,
    async ({ input, request }) =>
      sendVerificationCode(app, requireUser(request), 'send', askerOf(request), verifyPhoneCaptcha(app, request, input.recaptcha_response)),
    { config: authRateLimit(app) },
  );
}
