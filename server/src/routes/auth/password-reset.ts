import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { PASSWORD_RESET_LINK_USED } from '#common/contract/calls/auth';
import { sitePages } from '#common/routes';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { fieldError } from '#server/lib/http-errors';
import { hashPassword, passwordProblem } from '#server/lib/passwords';
import { registerCall } from '#server/lib/register-call';
import { createSignInLinkRepo } from '#server/repos/sign-in-link-repo';
import { createUserRepo } from '#server/repos/user-repo';
import { countUnsentEmail } from '#server/services/email-send-gate';
import { resetTokenHash, sendPasswordResetLink } from '#server/services/password-resets';

export default async function passwordResetRoutes(app: FastifyInstance) {
  // the same reply whether or not the address has an account: it tells nobody who is a member
  registerCall(
    app,
    auth.passwordResetRequest,
    async ({ input, request }) => {
      await app.captcha.attempt(request, { action: 'login-link', response: input.recaptcha_response });
      const user = await createUserRepo(app.db).findByEmail(input.email_address);
      // an address with no account counts like one with an account, so the answer past the cap tells nothing (decision 103)
      await app.db.transaction((tx) =>
        user ? sendPasswordResetLink(app, user, tx) : countUnsentEmail(app, tx, input.email_address, 'email_address'),
      );
      return { success: true as const };
    },
    { config: authRateLimit(app) },
  );

  // one transaction: a refused password leaves the link unused, a used link changes nothing twice
  registerCall(
    app,
    auth.passwordReset,
    async ({ input, request, reply }) => {
      await app.db.transaction(async (tx) => {
        const userId = await createSignInLinkRepo(tx).consume(resetTokenHash(input.token), new Date(), tx);
        const users = createUserRepo(tx);
        const user = userId === null ? undefined : await users.findById(userId, tx);
        if (!user) throw fieldError('token', PASSWORD_RESET_LINK_USED);
        const problem = passwordProblem(input.password, { email: user.email, names: [user.firstName, user.lastName] });
        if (problem) throw fieldError('password', problem);
        await users.setPasswordHash(user.id, await hashPassword(input.password), tx);
        await users.clearApiToken(user.id, tx);
        // the link came to the inbox, so the address is proven too
        await users.markEmailVerified(user.id, tx);
        await app.sessions.endAllOf(user.id, undefined, tx);
        await app.sessions.signIn(request, reply, user.id, tx);
      });
      return { success: true as const, redirect: sitePages.myAccount };
    },
    { config: authRateLimit(app) },
  );
}
