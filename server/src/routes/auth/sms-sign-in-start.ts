import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { fieldError } from '#server/lib/http-errors';
import { toUkE164 } from '#server/lib/phone';
import { registerCall } from '#server/lib/register-call';
import { INVALID_PHONE } from '#server/services/registration-checks';
import { startSmsSignIn } from '#server/services/sms-sign-in';
import { smsTransaction } from '#server/services/sms-send-gate';

/**
 * /my-account "text me a code" (the spec's sms-login route): a new code for a known phone. An unknown
 * number gets the same answer (an id that leads nowhere) and no text, so it tells nobody who is a member.
 */
export default async function smsSignInStartRoutes(app: FastifyInstance) {
  registerCall(
    app,
    auth.smsSignInStart,
    async ({ input, request }) => {
      const phone = toUkE164(input.phone_number);
      await app.captcha.attempt(request, { action: 'sms-login', response: input.recaptcha_response, phone });
      if (!phone) throw fieldError('phone_number', INVALID_PHONE);
      const id = await smsTransaction(app, (tx) => startSmsSignIn(app, request, phone, tx));
      return { success: true as const, id };
    },
    { config: authRateLimit(app) },
  );
}
