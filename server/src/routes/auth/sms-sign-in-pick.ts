import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { sitePages } from '#common/routes';
import { fieldError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { createUserRepo } from '#server/repos/user-repo';
import { verifiedSmsSignIn } from '#server/services/sms-sign-in';

/** Only an account that verified the phone the code went to can be picked. */
export default async function smsSignInPickRoutes(app: FastifyInstance) {
  registerCall(app, auth.smsSignInPick, async ({ input, params, request, reply }) => {
    const login = await verifiedSmsSignIn(app, request, params.id);
    const user = await createUserRepo(app.db).findById(input.user_id);
    if (!user || user.phoneNumber !== login.phoneNumber || !user.phoneVerifiedAt) {
      throw fieldError('user_id', 'Please choose one of the accounts listed.');
    }
    await app.sessions.signIn(request, reply, user.id);
    return { success: true as const, redirect: sitePages.myAccount, url: sitePages.myAccount };
  });
}
