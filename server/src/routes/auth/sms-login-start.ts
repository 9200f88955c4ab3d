import type { FastifyInstance } from 'fastify';
import { auth } from '../../../../common/contract/index';
import { authRateLimit } from '../../lib/auth-rate-limit';
import { fieldError } from '../../lib/http-errors';
import { toUkE164 } from '../../lib/phone';
import { registerCall } from '../../lib/register-call';
import { INVALID_PHONE } from '../../services/registration';
import { startSmsLogin } from '../../services/sms-login';
import { smsTransaction } from '../../services/sms-send-gate';

/**
 * /my-account "text me a code" (the spec's sms-login route): a new code for a known phone. An unknown
 * number gets the same answer (an id that leads nowhere) and no text, so it tells nobody who is a member.
 */
export default async function smsLoginStartRoutes(app: FastifyInstance) {
  registerCall(
    app,
    auth.smsLoginStart,
    async ({ input, request }) => {
      const phone = toUkE164(input.phone_number);
      await app.captcha.guard(request, { action: 'sms-login', response: input.recaptcha_response, phone });
      await app.captcha.recordAttempt(request, 'sms-login');
      if (!phone) throw fieldError('phone_number', INVALID_PHONE);
      const id = await smsTransaction(app, (tx) => startSmsLogin(app, request, phone, tx));
      return { success: true as const, id };
    },
    { config: authRateLimit(app) },
  );
}
