import type { FastifyInstance } from 'fastify';
import { accountData } from '#common/contract/index';
import { accountClosedPage } from '#common/routes';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { checkSessionId } from '#server/services/account-close-check';
import { closeAccount } from '#server/services/account-closing';

/** "Close my account", within minutes of the fresh sign-in check (decision 088). */
export default async function accountCloseRoutes(app: FastifyInstance) {
  registerCall(app, accountData.accountClose, async ({ request }) => {
    const userId = requireUser(request);
    const closure = await closeAccount(app, userId, checkSessionId(request, userId), request.log);
    request.session = null;
    request.userId = null;
    // the page that says what was erased and kept: it needs no session, the account is gone
    return { success: true as const, redirect: accountClosedPage(closure) };
  });
}
