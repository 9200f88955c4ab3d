import type { FastifyInstance } from 'fastify';
import { tracking } from '#common/contract/index';
import { fieldError } from '#server/lib/http-errors';
import { jsonDepth } from '#server/lib/json-depth';
import { registerCall } from '#server/lib/register-call';
import { createTrackingRepo } from '#server/repos/tracking-repo';

const MAX_DATA_BYTES = 4096;
/** An event's data is a few fields, maybe a list: deeper nesting is no event, and PostgreSQL's jsonb parser runs out of stack on thousands of levels. */
export const MAX_DATA_DEPTH = 16;

export default async function trackRoutes(app: FastifyInstance) {
  const events = createTrackingRepo(app.db);
  registerCall(
    app,
    tracking.trackEvent,
    async ({ input, params, request }) => {
      if (request.session?.publicId !== params.sessionId) {
        throw fieldError('sessionId', 'This tracking session does not belong to you.');
      }
      const data = input.data ?? null;
      // depth first: JSON.stringify recurses, and thousands of levels overflow its stack
      if (jsonDepth(data) > MAX_DATA_DEPTH) {
        throw fieldError('data', `The data may not be nested more than ${MAX_DATA_DEPTH} levels deep.`);
      }
      if (Buffer.byteLength(JSON.stringify(data)) > MAX_DATA_BYTES) {
        throw fieldError('data', `The data may not be larger than ${MAX_DATA_BYTES} bytes.`);
      }
      await events.record({
        sessionId: params.sessionId,
        userId: request.userId,
        page: input.page,
        event: input.event,
        data,
        clientTimestamp: new Date(input.timestamp),
      });
      await app.experiment.noteStep(request, input.page, input.event);
      return { success: true } as const;
    },
    // one visitor cannot flood the table: a tighter limit keyed by tracking session
    {
      config: {
        rateLimit: {
          max: app.env.TRACKING_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `track:${(request.params as { sessionId?: string }).sessionId}:${request.ip}`,
        },
      },
    },
  );
}
