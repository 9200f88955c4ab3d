import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { companyCheck, identityCheck } from '../db/schema/index';

/** The checks' sections of "Download my data" (decision 088): the company register's answer and the ID check. */
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
  };
}
