import type { FastifyInstance } from 'fastify';
import { accountData } from '#common/contract/index';
import { CODE_VALID_MINUTES } from '#server/lib/one-time-code';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { checkSessionId, sendCloseCode } from '#server/services/account-close-check';

/** "E-mail me a code" before closing the account (decision 088). */
export default async function closeCodeRoutes(app: FastifyInstance) {
  registerCall(app, accountData.closeCodeSend, async ({ request }) => {
    const userId = requireUser(request);
    const sentTo = await sendCloseCode(app, userId, checkSessionId(request, userId));
    return { success: true as const, sent_to: sentTo, expires_in_minutes: CODE_VALID_MINUTES };
  });
}
