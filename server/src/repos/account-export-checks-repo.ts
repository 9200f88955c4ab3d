import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companyCheck, identityCheck, reviewDecision, verificationRequest } from '../db/schema/index';

/**
 * The checks' sections of "Download my data" (decision 088): the company register's answer, the ID check, and the
 * verification requests with the staff's decisions on them.
 */
export function createAccountExportChecksRepo(db: Executor) {
  return {
    async companyCheck(userId: number) {
      const [row] = await db
        .select({
          company_number: companyCheck.companyNumber,
          status: companyCheck.status,
          company_name: companyCheck.companyName,
          date_of_creation: companyCheck.dateOfCreation,
          checked_at: companyCheck.checkedAt,
          next_check_at: companyCheck.nextCheckAt,
        })
        .from(companyCheck)
        .where(eq(companyCheck.userId, userId));
      return row ?? null;
    },
    async identityCheck(userId: number) {
      const [row] = await db
        .select({
          status: identityCheck.status,
          last_error_code: identityCheck.lastErrorCode,
          last_error_reason: identityCheck.lastErrorReason,
          first_name_on_document: identityCheck.verifiedFirstName,
          last_name_on_document: identityCheck.verifiedLastName,
          verified_at: identityCheck.verifiedAt,
          started_at: identityCheck.updatedAt,
        })
        .from(identityCheck)
        .where(eq(identityCheck.userId, userId));
      return row ?? null;
    },
    verificationRequests(userId: number) {
      return db
        .select({
          id: verificationRequest.id,
          kind: verificationRequest.kind,
          gas_number: verificationRequest.gasNumber,
          insurer: verificationRequest.insurer,
          policy_number: verificationRequest.policyNumber,
          cover: verificationRequest.cover,
          expires_on: verificationRequest.expiresOn,
          document_type: verificationRequest.documentType,
          status: verificationRequest.status,
          reason: verificationRequest.reason,
          decided_at: verificationRequest.decidedAt,
          submitted_at: verificationRequest.createdAt,
        })
        .from(verificationRequest)
        .where(eq(verificationRequest.userId, userId))
        .orderBy(asc(verificationRequest.createdAt), asc(verificationRequest.id));
    },
    reviewDecisions(userId: number) {
      return db
        .select({
          request_id: reviewDecision.requestId,
          kind: reviewDecision.kind,
          decision: reviewDecision.decision,
          reason: reviewDecision.reason,
          decided_at: reviewDecision.createdAt,
        })
        .from(reviewDecision)
        .where(eq(reviewDecision.userId, userId))
        .orderBy(asc(reviewDecision.createdAt), asc(reviewDecision.id));
    },
  };
}
