import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { sitePages } from '#common/routes';
import { registerCall } from '#server/lib/register-call';
import { createUserRepo } from '#server/repos/user-repo';
import { verifySmsSignInCode } from '#server/services/sms-sign-in';

/** A right code signs in the account that verified the phone, or lists the legacy accounts that share it. */
export default async function smsSignInCodeRoutes(app: FastifyInstance) {
  registerCall(app, auth.smsSignInCode, async ({ input, params, request, reply }) => {
    const login = await verifySmsSignInCode(app, request, params.id, input.code, input.recaptcha_response);
    // the accounts that proved the number, never one that only typed it (decision 101)
    const users = await createUserRepo(app.db).findVerifiedByPhone(login.phoneNumber);
    const only = users.length === 1 ? users[0] : undefined;
    if (only) {
      await app.sessions.signIn(request, reply, only.id);
      return { success: true as const, redirect: sitePages.myAccount };
    }
    return { success: true as const, users: users.map((user) => ({ id: user.id, email: user.email })) };
  });
}
