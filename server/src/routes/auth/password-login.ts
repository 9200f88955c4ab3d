import type { FastifyInstance } from 'fastify';
import { auth } from '../../../../common/contract/index';
import { sitePages } from '../../../../common/routes';
import { authRateLimit } from '../../lib/auth-rate-limit';
import { fieldError } from '../../lib/http-errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { registerCall } from '../../lib/register-call';
import { createUserRepo } from '../../repos/user-repo';

export const LOGIN_FAILED = 'These details do not match our records.';

export default async function passwordLoginRoutes(app: FastifyInstance) {
  registerCall(
    app,
    auth.passwordLogin,
    async ({ input, request, reply }) => {
      await app.captcha.guard(request, { action: 'login', response: input.recaptcha_response });
      const user = await createUserRepo(app.db.db).findByEmail(input.email_address);
      // an unknown e-mail costs the same time as a wrong password
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!user || !ok) {
        await app.captcha.recordAttempt(request, 'login');
        throw fieldError('email_address', LOGIN_FAILED);
      }
      await app.sessions.signIn(request, reply, user.id);
      return { success: true as const, redirect: sitePages.myAccount };
    },
    { config: authRateLimit(app) },
  );

  registerCall(app, auth.logout, async ({ request, reply }) => {
    await app.sessions.signOut(request, reply);
    return { success: true as const, redirect: sitePages.myAccount };
  });
}
