import type { FastifyInstance } from 'fastify';
import { account } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { sendEmailVerifyLink } from '#server/services/email-verification';

/** /my-account "Verify my e-mail" (decision 103). */
export default async function emailVerifySendRoutes(app: FastifyInstance) {
  registerCall(
    app,
    account.emailVerifySend,
    async ({ request }) => {
      const { sentTo, expiresInMinutes } = await sendEmailVerifyLink(app, requireUser(request));
      return { success: true as const, sent_to: sentTo, expires_in_minutes: expiresInMinutes };
    },
    { config: authRateLimit(app) },
  );
}
