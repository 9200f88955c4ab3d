import type { FastifyInstance } from 'fastify';
import { membership } from '#common/contract/index';
import { appKey } from '#server/env';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createMembershipChoice } from '#server/services/membership-choice';

export default async function membershipScheduledCancelRoutes(app: FastifyInstance) {
  const choice = createMembershipChoice(app.db, appKey(app.env));
  registerCall(app, membership.membershipScheduledCancel, async ({ request }) => choice.keepCurrent(requireUser(request), new Date()));
}
