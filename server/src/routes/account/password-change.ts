import type { FastifyInstance } from 'fastify';
import { account } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { fieldError, HttpError } from '#server/lib/http-errors';
import { hashPassword, passwordProblem, verifyPassword } from '#server/lib/passwords';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createUserRepo } from '#server/repos/user-repo';

export const CURRENT_PASSWORD_WRONG = 'This is not your current password.';

/** "Change password" on /my-account: this session stays signed in, every other session ends. */
export default async function passwordChangeRoutes(app: FastifyInstance) {
  registerCall(
    app,
    account.passwordChange,
    async ({ input, request }) => {
      const userId = requireUser(request);
      const users = createUserRepo(app.db);
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
      if (!(await verifyPassword(user.passwordHash, input.current_password))) throw fieldError('current_password', CURRENT_PASSWORD_WRONG);
      const problem = passwordProblem(input.password, { email: user.email, names: [user.firstName, user.lastName] });
      if (problem) throw fieldError('password', problem);
      const passwordHash = await hashPassword(input.password);
      const ended = await app.db.transaction(async (tx) => {
        await users.setPasswordHash(userId, passwordHash, tx);
        // the native app signs in again, unless it is the one changing the password
        if (!request.viaBearerToken) await users.clearApiToken(userId, tx);
        return app.sessions.endAllOf(userId, request.session?.userId === userId ? request.session.id : undefined, tx);
      });
      return { success: true as const, sessions_ended: ended };
    },
    { config: authRateLimit(app) },
  );
}
