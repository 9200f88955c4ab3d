import type { FastifyInstance } from 'fastify';
import { auth } from '#common/contract/index';
import { sitePages } from '#common/routes';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createUserRepo } from '#server/repos/user-repo';

/** "Sign out everywhere": every browser session of the trader ends, this one too, and the native app's token. */
export default async function logoutEverywhereRoutes(app: FastifyInstance) {
  registerCall(app, auth.logoutEverywhere, async ({ request, reply }) => {
    const userId = requireUser(request);
    await app.db.transaction(async (tx) => {
      await app.sessions.endAllOf(userId, undefined, tx);
      await createUserRepo(tx).clearApiToken(userId, tx);
    });
    // this browser carries on as a visitor with a fresh session, like after "Sign out"
    await app.sessions.signOut(request, reply);
    return { success: true as const, redirect: sitePages.myAccount };
  });
}
