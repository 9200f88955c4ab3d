import type { FastifyInstance } from 'fastify';
import { companySettings } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCompanyCheckRepo } from '#server/repos/company-check-repo';

/** The company register's last answer for the account's number (decision 133). */
export default async function companyVerifyRoutes(app: FastifyInstance) {
  const checks = createCompanyCheckRepo(app.db);
  registerCall(app, companySettings.companyVerification, async ({ request }) => {
    const row = await checks.find(requireUser(request));
    if (!row) return { status: 'not_checked' as const, company_name: null, company_number: null, date_of_creation: null, checked_at: null };
    return {
      status: row.status,
      company_name: row.companyName,
      company_number: row.companyNumber,
      date_of_creation: row.dateOfCreation,
      checked_at: row.checkedAt?.toISOString() ?? null,
    };
  });
}
