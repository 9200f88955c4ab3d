import type { FastifyInstance } from 'fastify';
import { auth } from '../../../../common/contract/index';
import { authRateLimit } from '../../lib/auth-rate-limit';
import { fieldError } from '../../lib/http-errors';
import { toUkE164 } from '../../lib/phone';
import { registerCall } from '../../lib/register-call';
import { createUserRepo } from '../../repos/user-repo';
import { INVALID_PHONE } from '../../services/registration';
import { startSmsLogin } from '../../services/sms-login';

/** /my-account "text me a code" (the spec's sms-login route): a new code for a known phone. */
export default async function smsLoginStartRoutes(app: FastifyInstance) {
  registerCall(
    app,
    auth.smsLoginStart,
    async ({ input, request }) => {
      await app.captcha.guard(request, { action: 'sms-login', response: input.recaptcha_response });
      await app.captcha.recordAttempt(request, 'sms-login');
      const phone = toUkE164(input.phone_number);
      if (!phone) throw fieldError('phone_number', INVALID_PHONE);
      if ((await createUserRepo(app.db.db).findByPhone(phone)).length === 0) {
        throw fieldError('phone_number', 'We could not find an account with this phone number.');
      }
      const id = await app.db.db.transaction((tx) => startSmsLogin(app, request, phone, tx));
      return { success: true as const, id };
    },
    { config: authRateLimit(app) },
  );
}
