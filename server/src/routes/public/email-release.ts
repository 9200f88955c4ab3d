import type { FastifyInstance } from 'fastify';
import { emailReleasePage } from '#server/public-pages/email-release-page';
import { EMAIL_RELEASE_PATH, emailReleasePath, releaseEmail, releaseLinkUsable } from '#server/services/email-release';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { PAGE_CACHE, sendPublicPage } from './send-page';

/**
 * "This is not my account" (decision 113). Opening the link only shows the question, so a mail scanner that
 * fetches links releases nothing; the press is a plain form post, working before and without any script. The
 * link's 128-bit token is the only credential: a forged post would need it, as the link itself would.
 */
export default async function emailReleaseRoutes(app: FastifyInstance) {
  const options = { config: authRateLimit(app) };
  app.get<{ Params: { token: string } }>(`${EMAIL_RELEASE_PATH}/:token`, options, async (request, reply) => {
    const { token } = request.params;
    const state = (await releaseLinkUsable(app, token))
      ? { kind: 'ask' as const, action: emailReleasePath(token) }
      : { kind: 'expired' as const };
    return sendPublicPage(reply.header('Referrer-Policy', 'no-referrer'), emailReleasePage(state), { cache: PAGE_CACHE.never });
  });
  app.post<{ Params: { token: string } }>(`${EMAIL_RELEASE_PATH}/:token`, options, async (request, reply) => {
    const outcome = await releaseEmail(app, request.params.token);
    return sendPublicPage(reply.header('Referrer-Policy', 'no-referrer'), emailReleasePage(outcome), { cache: PAGE_CACHE.never });
  });
}
