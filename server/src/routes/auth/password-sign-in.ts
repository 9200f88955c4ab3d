import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { sitePages } from '#common/routes';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { giveBackSlot, takeSlot, type AtomicLimit } from '#server/services/atomic-limit';
import { fieldError } from '#server/lib/http-errors';
import { decoyPasswordHash, verifyPassword } from '#server/lib/passwords';
import { registerCall } from '#server/lib/register-call';
import { createUserRepo } from '#server/repos/user-repo';

export const SIGN_IN_FAILED = 'These details do not match our records.';
export const PASSWORD_SIGN_IN_PAUSED =
  'Password sign-in for this account is paused for a while after too many wrong passwords. ' +
  'You can still sign in with a link we e-mail you, or with a code texted to your mobile.';

/**
 * Wrong passwords per e-mail address in a clock hour, from any client address (decisions 053, 104). Counted
 * for every typed address, registered or not, so the pause tells nobody which addresses have accounts.
 */
const wrongPasswordsPerAccount = (max: number): AtomicLimit => ({ name: 'login:wrong-password:hour', max, windowMs: 60 * 60 * 1000 });

export default async function passwordSignInRoutes(app: FastifyInstance) {
  const tries = wrongPasswordsPerAccount(app.env.WRONG_PASSWORDS_PER_ACCOUNT_PER_HOUR);
  registerCall(
    app,
    auth.passwordSignIn,
    async ({ input, request, reply }) => {
      // every try is counted before the password is checked, and given back when it was right (decision 104):
      // of a parallel burst of wrong passwords, CAPTCHA_LOGIN_AFTER_FAILURES pass without a captcha, and WRONG_PASSWORDS_PER_ACCOUNT_PER_HOUR an hour are checked
      await app.captcha.attempt(request, { action: 'login', response: input.recaptcha_response });
      const triedAt = Date.now();
      const counted = await takeSlot(app.db, tries, input.email_address, triedAt);
      const user = await createUserRepo(app.db).findByEmail(input.email_address);
      // an unknown e-mail, and a paused one, cost the same time as a wrong password
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      // paused even for the right password: the eleventh guess must not be the one that gets in
      if (!counted.allowed) throw fieldError('email_address', PASSWORD_SIGN_IN_PAUSED);
      if (!user || !ok) throw fieldError('email_address', SIGN_IN_FAILED);
      await Promise.all([giveBackSlot(app.db, tries, input.email_address, triedAt), app.captcha.forgetAttempt(request, 'login')]);
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
