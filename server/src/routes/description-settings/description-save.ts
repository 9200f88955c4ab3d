import type { FastifyInstance } from 'fastify';
import { descriptionSettings } from '#common/contract/index';
import { HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createCompanyRepo } from '#server/repos/company-repo';
import { publishAfterSave } from '#server/services/profile-publishing';

/** Stores the profile text as plain text; the contract has already normalised and checked it. */
export default async function descriptionSaveRoutes(app: FastifyInstance) {
  const companies = createCompanyRepo(app.db);
  registerCall(app, descriptionSettings.descriptionSave, async ({ input, request }) => {
    const userId = requireUser(request);
    if (!(await companies.saveDescription(userId, input.description))) {
      throw new HttpError(404, 'company_not_found', 'We could not find the business on this account.');
    }
    // the description may be the last item the profile needed to go live (decision 064)
    await publishAfterSave(app, userId, request.log);
    return { description: input.description };
  });
}
