import type { FastifyInstance } from 'fastify';
import { companySettings } from '#common/contract/index';
import { HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCompanyChecks } from '#server/services/company-checks';

/**
 * Business details; the contract has normalised the number and website and cleared what does not apply. A number
 * is checked with the company register before anything is saved (decision 133).
 */
export default async function companySaveRoutes(app: FastifyInstance) {
  const checks = createCompanyChecks(app);
  registerCall(app, companySettings.companySettingsSave, async ({ input, request }) => {
    const userId = requireUser(request);
    const { saved, check } = await checks.save(
      userId,
      {
        businessType: input.type,
        employees: input.number_of_employees,
        companyNumber: input.company_number,
        website: input.website,
        activeSince: input.active_since,
      },
      new Date(),
    );
    if (!saved) throw new HttpError(404, 'company_not_found', 'We could not find the business on this account.');
    return {
      settings: { business_type: input.type, website: input.website, employees: input.number_of_employees },
      company_check: check,
    };
  });
}
