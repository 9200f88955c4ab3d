import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { sitePages } from '#common/routes';
import { registerCall } from '#server/lib/register-call';
import { createUserRepo } from '#server/repos/user-repo';
import { verifySmsLoginCode } from '#server/services/sms-login';

/** A right code signs in the account that verified the phone, or lists the legacy accounts that share it. */
export default async function smsLoginCodeRoutes(app: FastifyInstance) {
  registerCall(app, auth.smsLoginCode, async ({ input, params, request, reply }) => {
    const login = await verifySmsLoginCode(app, request, params.id, input.code, input.recaptcha_response);
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
