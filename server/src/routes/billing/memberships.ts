import type { FastifyInstance } from 'fastify';
import { membership } from '../../../../common/contract/index';
import { registerCall } from '../../lib/register-call';
import { requireUser } from '../../lib/require-user';
import { membershipOffer } from '../../services/membership-offer';

export default async function membershipsRoutes(app: FastifyInstance) {
  registerCall(app, membership.memberships, async ({ input, request }) =>
    membershipOffer(app.db.db, requireUser(request), input.page, new Date()),
  );
}
