import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { sitePages } from '#common/routes';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { sha256 } from '#server/lib/tokens';
import { createSignInLinkRepo } from '#server/repos/sign-in-link-repo';
import { createUserRepo } from '#server/repos/user-repo';
import { countUnsentEmail } from '#server/services/email-send-gate';
import { sendSignInLink } from '#server/services/sign-in-links';

export default async function signInLinkRoutes(app: FastifyInstance) {
  // the same reply whether or not the address has an account: it tells nobody who is a member
  registerCall(
    app,
    auth.signInLinkRequest,
    async ({ input, request }) => {
      await app.captcha.attempt(request, { action: 'login-link', response: input.recaptcha_response });
      const user = await createUserRepo(app.db).findByEmail(input.email_address);
      // an address with no account counts like one with an account, so the answer past the cap tells nothing (decision 103)
      await app.db.transaction(async (tx) => {
        if (user) await sendSignInLink(app, user, tx, { refuseUnder: 'email_address' });
        else await countUnsentEmail(app, tx, input.email_address, 'email_address');
      });
      return { success: true as const };
    },
    { config: authRateLimit(app) },
  );

  app.get<{ Params: { token: string } }>('/auth/login-link/:token', { config: authRateLimit(app) }, async (request, reply) => {
    const token = request.params.token;
    const userId = token.length <= 100 ? await createSignInLinkRepo(app.db).consume(sha256(token)) : null;
    if (userId === null) return reply.redirect(`${sitePages.myAccount}?link=expired`, 302);
    await createUserRepo(app.db).markEmailVerified(userId);
    await app.sessions.signIn(request, reply, userId);
    return reply.header('Cache-Control', 'no-store').redirect(sitePages.myAccount, 302);
  });
}
