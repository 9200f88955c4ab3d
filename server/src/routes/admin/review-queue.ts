import type { FastifyInstance } from 'fastify';
import { admin } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createReviewQueueRepo } from '#server/repos/review-queue-repo';
import { queueItemView } from './queue-item-view';

/** More than a reviewer works through in one sitting; the rest follow as these are decided. */
const QUEUE_LIMIT = 200;

export default async function reviewQueueRoutes(app: FastifyInstance) {
  const queue = createReviewQueueRepo(app.db);
  registerCall(app, admin.reviewQueue, async ({ request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    return { requests: (await queue.listPending(QUEUE_LIMIT)).map(queueItemView) };
  });
}
