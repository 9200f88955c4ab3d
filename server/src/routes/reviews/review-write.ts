import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { reviews } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { ValidationError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { reviewPage } from '#server/public-pages/review-page';
import { acceptFormPosts } from '#server/routes/public/form-body';
import { sendErrorPage } from '#server/routes/public/public-errors';
import { PAGE_CACHE, sendPublicPage } from '#server/routes/public/send-page';
import { LINK_EXPIRED, reviewLinkOf, writeReview } from '#server/services/review-writing';
import { sendReviewPage } from './review-form-page';

const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
const tokenOf = (request: FastifyRequest) => (request.params as { token?: string }).token ?? '';

/**
 * `POST /v1/reviews/{token}`: the page's plain form post (answered with a page) or a JSON call (answered with JSON).
 * The link's 256-bit token is the only credential, as with "This is not my account" (decision 113), so a form post
 * needs no XHR header or CSRF token (decision 139).
 */
export default async function reviewWriteRoutes(app: FastifyInstance) {
  acceptFormPosts(app);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (!isFormPost(request)) throw error;
    if (error === LINK_EXPIRED || error.statusCode === 404) return sendReviewPage(reply, tokenOf(request), { kind: 'expired' });
    if (!(error instanceof ValidationError)) return sendErrorPage(error, request, reply);
    const link = await reviewLinkOf(app, tokenOf(request));
    return sendReviewPage(reply, tokenOf(request), link, { body: request.body, errors: error.errors });
  });
  registerCall(
    app,
    reviews.writeReview,
    async ({ input, params, request, reply }) => {
      const { business } = await writeReview(app, params.token, input, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      request.log.info('a customer review was written and waits for moderation');
      if (!isFormPost(request)) return { success: true as const };
      return sendPublicPage(reply.header('Referrer-Policy', 'no-referrer'), reviewPage({ kind: 'sent', business }), {
        cache: PAGE_CACHE.never,
      });
    },
    { config: { ...authRateLimit(app), linkTokenForm: true } },
  );
}
