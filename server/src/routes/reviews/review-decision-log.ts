import type { FastifyInstance } from 'fastify';
import { AUDIT_PAGE_SIZE } from '#common/contract/calls/admin';
import { REJECT_REASONS, type RejectReason } from '#common/contract/calls/reviews';
import { reviews } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createCustomerReviewDecisionRepo } from '#server/repos/customer-review-decision-repo';
import { staffTraderName } from '#server/services/review-views';

const isRejectReason = (reason: string | null): reason is RejectReason => REJECT_REASONS.some((known) => known === reason);

/** The customer reviews' audit list, linked from the audit log (decision 144). Inside the admin scope. */
export default async function reviewDecisionLogRoutes(app: FastifyInstance) {
  const decisions = createCustomerReviewDecisionRepo(app.db);

  registerCall(app, reviews.reviewDecisionLog, async ({ input, request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    const rows = await decisions.list({ limit: AUDIT_PAGE_SIZE + 1, offset: (input.page - 1) * AUDIT_PAGE_SIZE });
    return {
      decisions: rows.slice(0, AUDIT_PAGE_SIZE).map(({ decision, staffEmail, review, trader }) => ({
        id: decision.id,
        decided_at: decision.createdAt.toISOString(),
        staff_email: staffEmail,
        decision: decision.decision,
        reason: isRejectReason(decision.reason) ? decision.reason : null,
        note: decision.note,
        review,
        trader: { id: trader.id, name: staffTraderName(trader) },
      })),
      page: input.page,
      next_page: rows.length > AUDIT_PAGE_SIZE ? input.page + 1 : null,
    };
  });
}
