import type { FastifyInstance } from 'fastify';
import { cards } from '#common/contract/index';
import { maskCardNumbers } from '#server/lib/mask-card-numbers';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { requireCardSession } from '#server/services/card-sessions';

/** Card form errors are logged for support, with card numbers masked. */
export default async function cardLoggingRoutes(app: FastifyInstance) {
  registerCall(
    app,
    cards.setupLogging,
    async ({ input, request }) => {
      const userId = requireUser(request);
      requireCardSession(app, userId, input.unique_id);
      request.log.info(
        { cardForm: { userId, uniqueId: input.unique_id, event: input.event, data: maskCardNumbers(input.data) } },
        'card form event',
      );
      return { success: true as const };
    },
    { config: { rateLimit: { max: app.env.TRACKING_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
  );
}
