import type { FastifyInstance } from 'fastify';
import { admin } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { decideRequest } from '#server/services/verification-review';
import { auditEntryView } from './audit-entry-view';

/** Approve or reject one pending request (the service keeps it to one transaction). */
export default async function reviewDecideRoutes(app: FastifyInstance) {
  registerCall(app, admin.reviewApprove, async ({ params, request }) => {
    const staff = requireStaff(request);
    const row = await decideRequest(app, { requestId: params.id, staffId: staff.staffId, decision: 'approved', reason: null });
    return { success: true as const, decision: auditEntryView(row) };
  });

  registerCall(app, admin.reviewReject, async ({ params, input, request }) => {
    const staff = requireStaff(request);
    const row = await decideRequest(app, { requestId: params.id, staffId: staff.staffId, decision: 'rejected', reason: input.reason });
    return { success: true as const, decision: auditEntryView(row) };
  });

  // decision 064: an approval withdrawn; recorded as a rejection with its reason
  registerCall(app, admin.reviewRevoke, async ({ params, input, request }) => {
    const staff = requireStaff(request);
    const row = await decideRequest(app, {
      requestId: params.id,
      staffId: staff.staffId,
      decision: 'rejected',
      reason: input.reason,
      revoke: true,
    });
    return { success: true as const, decision: auditEntryView(row) };
  });
}
