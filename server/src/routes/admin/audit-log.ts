import type { FastifyInstance } from 'fastify';
import { AUDIT_PAGE_SIZE } from '#common/contract/calls/admin';
import { admin } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createReviewDecisionRepo } from '#server/repos/review-decision-repo';
import { auditEntryView } from './audit-entry-view';

export default async function auditLogRoutes(app: FastifyInstance) {
  const decisions = createReviewDecisionRepo(app.db);
  registerCall(app, admin.auditLog, async ({ input, request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await decisions.list({ limit: AUDIT_PAGE_SIZE + 1, offset: (input.page - 1) * AUDIT_PAGE_SIZE });
    return {
      decisions: rows.slice(0, AUDIT_PAGE_SIZE).map(auditEntryView),
      page: input.page,
      next_page: rows.length > AUDIT_PAGE_SIZE ? input.page + 1 : null,
    };
  });
}
