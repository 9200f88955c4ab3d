import type { FastifyInstance } from 'fastify';
import { membership } from '#common/contract/index';
import { appKey } from '#server/env';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { membershipOffer } from '#server/services/membership-offer';

export default async function membershipsRoutes(app: FastifyInstance) {
  registerCall(app, membership.memberships, async ({ input, request }) =>
    membershipOffer(app.db, appKey(app.env), requireUser(request), input.page, new Date()),
  );
}
