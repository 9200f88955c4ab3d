import type { FastifyInstance } from 'fastify';
import { accountData } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { checkSessionId, passCloseCheck } from '#server/services/account-close-check';

/** The fresh sign-in check before closing the account: the password or the e-mailed code (decision 088). */
export default async function closeCheckRoutes(app: FastifyInstance) {
  registerCall(
    app,
    accountData.closeCheck,
    async ({ input, request }) => {
      const userId = requireUser(request);
      const until = await passCloseCheck(app, userId, checkSessionId(request, userId), input);
      return { success: true as const, valid_until: until.toISOString() };
    },
    { config: authRateLimit(app) },
  );
}
