import type { FastifyInstance } from 'fastify';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { REVIEW_PAGE_PREFIX } from '#server/services/review-links';
import { reviewLinkOf } from '#server/services/review-writing';
import { sendReviewPage } from './review-form-page';

/** `/review/{token}`: the customer's review form, drawn by the server and working without script (decision 139). */
export default async function reviewPageRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>(`${REVIEW_PAGE_PREFIX}/:token`, { config: authRateLimit(app) }, async (request, reply) =>
    sendReviewPage(reply, request.params.token, await reviewLinkOf(app, request.params.token)),
  );
}
