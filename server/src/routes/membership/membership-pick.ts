import type { FastifyInstance } from 'fastify';
import { membership } from '#common/contract/index';
import { appKey } from '#server/env';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createMembershipChoice } from '#server/services/membership-choice';

export default async function membershipPickRoutes(app: FastifyInstance) {
  const choice = createMembershipChoice(app.db, appKey(app.env));
  registerCall(app, membership.membershipPick, async ({ params, request }) => {
    return choice.pick(requireUser(request), params.id, new Date());
  });
}
