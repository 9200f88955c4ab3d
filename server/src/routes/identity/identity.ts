import type { FastifyInstance } from 'fastify';
import { identity } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { identityStateOf, startIdentityCheck } from '#server/services/identity-check';

/** The ID check's two calls (decision 137): start a hosted check, and read how it stands. */
export default async function identityRoutes(app: FastifyInstance) {
  // each start asks the provider for a session: the sign-in limit keeps a script from asking for thousands
  registerCall(app, identity.identityStart, async ({ request }) => startIdentityCheck(app, requireUser(request)), {
    config: authRateLimit(app),
  });

  registerCall(app, identity.identityCheck, async ({ request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return identityStateOf(app.db, requireUser(request));
  });
}
