import type { FastifyInstance } from 'fastify';
import { membership } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createMembershipCancel } from '#server/services/membership-cancel';

/** Cancel the monthly plan from the account page, with an e-mail (decision 089). */
export default async function membershipCancelRoutes(app: FastifyInstance) {
  const cancel = createMembershipCancel(app);
  registerCall(app, membership.membershipCancel, async ({ request }) => cancel(requireUser(request), new Date()));
}
