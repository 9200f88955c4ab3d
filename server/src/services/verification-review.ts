import type { FastifyInstance } from 'fastify';
import { emailedStepUrl } from '#common/account-hint';
import { routePath, sitePages } from '#common/routes';
import { appUrl } from '../env';
import { HttpError } from '../lib/http-errors';
import { insuranceDecisionEmail } from '../messages/insurance-emails';
import { reviewDecisionEmail } from '../messages/review-decision-email';
import type { OutboxDraft } from '../repos/outbox-repo';
import { createInsuranceRepo } from '../repos/insurance-repo';
import { createReviewDecisionRepo, type AuditRow } from '../repos/review-decision-repo';
import { createReviewQueueRepo, type VerificationRequestRow } from '../repos/review-queue-repo';
import { createUserRepo, type UserRow } from '../repos/user-repo';
import { identityStands, settleIdentityReview } from './identity-review';
import { insuranceAccountUrl } from './insurance-submission';

export interface ReviewDecisionInput {
  requestId: number;
  staffId: number;
  decision: 'approved' | 'rejected';
  reason: string | null;
  /** Rejects the approval that stands instead of a pending request (decision 064). */
  revoke?: boolean;
}

export const REQUEST_NOT_FOUND = 'We could not find that request.';
export const ALREADY_DECIDED = 'This request has already been decided. Reload the page to see the queue as it is now.';
export const SUPERSEDED = 'The trader has sent a newer one since; review that one in the queue instead.';
export const NOT_STANDING = 'Only an approval that still stands can be revoked. Reload the page to see it as it is now.';

function notPending(request: VerificationRequestRow): HttpError {
  const message = request.status === 'superseded' ? SUPERSEDED : ALREADY_DECIDED;
  return new HttpError(409, request.status === 'superseded' ? 'superseded' : 'already_decided', message);
}

/** What the trader is told: their gas number's or certificate's outcome, in the words of its kind. */
function decisionEmail(app: FastifyInstance, trader: UserRow, request: VerificationRequestRow, input: ReviewDecisionInput): OutboxDraft {
  const base = appUrl(app.env);
  const { kind } = request;
  if (kind === 'insurance') {
    return insuranceDecisionEmail({
      to: trader.email,
      firstName: trader.firstName,
      decision: input.decision,
      reason: input.reason,
      cover: request.cover ?? 0,
      expiresOn: request.expiresOn ?? '',
      accountUrl: insuranceAccountUrl(app),
    });
  }
  return reviewDecisionEmail({
    to: trader.email,
    firstName: trader.firstName,
    kind,
    decision: input.decision,
    gasNumber: request.gasNumber,
    reason: input.reason,
    // the ID check is taken again from the account page, the others on their setup step
    stepUrl: kind === 'identity' ? `${base}${sitePages.myAccount}` : emailedStepUrl(base, routePath(kind)),
    accountUrl: `${base}${sitePages.myAccount}`,
  });
}

/** Whether the request's approval is what the trader's badge stands on now (what a revoke may withdraw). */
async function approvalStands(
  trader: UserRow,
  request: VerificationRequestRow,
  tx: Parameters<typeof identityStands>[1],
): Promise<boolean> {
  if (request.status !== 'approved') return false;
  if (request.kind === 'insurance') return true;
  if (request.kind === 'identity') return identityStands(trader.id, tx);
  return (request.kind === 'gas' ? trader.gasStatus : trader.electricStatus) === 'verified';
}

/**
 * Decides a pending gas number, certificate or ID document's name (decision 138) in ONE transaction: the request, the
 * trader's status (verified, or none so they can resubmit), the audit row and the e-mail to the trader.
 * Only a pending request can be decided, so a second decision is a 409 and writes nothing.
 */
export async function decideRequest(app: FastifyInstance, input: ReviewDecisionInput): Promise<AuditRow> {
  return app.db.transaction(async (tx) => {
    const queue = createReviewQueueRepo(tx);
    const users = createUserRepo(tx);
    const seen = await queue.find(input.requestId, tx);
    if (!seen) throw new HttpError(404, 'not_found', REQUEST_NOT_FOUND);
    // the trader's row first, as a new submission locks it: the two never wait on each other
    const trader = await users.lockById(seen.userId, tx);
    const request = await queue.lock(input.requestId, tx);
    if (!trader || !request) throw new HttpError(404, 'not_found', REQUEST_NOT_FOUND);
    // a revoke (decision 064) rejects the approval the trader's badge stands on
    if (input.revoke && !(await approvalStands(trader, request, tx))) {
      throw new HttpError(409, 'not_standing', NOT_STANDING);
    }
    if (!input.revoke && request.status !== 'pending') throw notPending(request);

    const decision = { status: input.decision, reason: input.reason, staffId: input.staffId };
    if (!(await queue.decide(request.id, decision, tx, input.revoke ? 'approved' : 'pending'))) {
      throw new HttpError(409, 'already_decided', ALREADY_DECIDED);
    }
    if (request.kind === 'identity') {
      await settleIdentityReview(trader.id, input.decision === 'approved', input.reason, tx);
    } else if (request.kind !== 'insurance') {
      await users.setReviewOutcome(trader.id, request.kind, input.decision === 'approved' ? 'verified' : 'none', tx);
    } else if (input.decision === 'approved') {
      // the older approved certificate stood until now (decision 135)
      await createInsuranceRepo(tx).replaceOlderApproved(trader.id, request.id, tx);
    }
    const decisions = createReviewDecisionRepo(tx);
    const row = await decisions.insert(
      {
        staffId: input.staffId,
        requestId: request.id,
        userId: trader.id,
        kind: request.kind,
        decision: input.decision,
        reason: input.reason,
      },
      tx,
    );
    await app.outbox.enqueue(
      decisionEmail(app, trader, request, input),
      tx,
      // a notice: past an e-mail cap it is not sent, and the decision stands (decision 103)
      { accountId: trader.id, pastCap: 'drop' },
    );
    const entry = await decisions.findEntry(row.id, tx);
    if (!entry) throw new Error('the new audit row could not be read back');
    return entry;
  });
}
