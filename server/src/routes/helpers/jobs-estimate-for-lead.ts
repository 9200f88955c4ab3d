import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldErrors } from '#common/contract/errors';
import { helpers, postcode } from '#common/contract/index';
import { ValidationError } from '#server/lib/http-errors';
import { createLeadRepo } from '#server/repos/lead-repo';
import { createJobsEstimator } from '#server/services/jobs-estimate';
import { registerCall } from '#server/lib/register-call';

interface EstimateSubject {
  postcode?: string | undefined;
  trade?: number | undefined;
}

export default async function jobsEstimateForLeadRoutes(app: FastifyInstance) {
  const estimateJobs = createJobsEstimator(app);

  async function userSubject(userId: number | null): Promise<EstimateSubject> {
    const view = userId === null ? null : await app.userViews.find(userId);
    if (!view) return {};
    const stored = postcode.safeParse(view.location.postcode);
    return { postcode: stored.success ? stored.data : undefined, trade: view.trades[0]?.id };
  }

  /** The visit's newest lead (decision 096): its postcode and first (primary) trade. */
  async function leadSubject(request: FastifyRequest): Promise<EstimateSubject> {
    const lead = request.session && (await createLeadRepo(app.db).newestOfVisit(request.session.publicId));
    if (!lead) return {};
    const stored = postcode.safeParse(lead.postcode);
    return { postcode: stored.success ? stored.data : undefined, trade: lead.trades[0] };
  }

  async function ownSubject(request: FastifyRequest): Promise<EstimateSubject> {
    const user = await userSubject(request.userId);
    if (user.postcode !== undefined && user.trade !== undefined) return user;
    const lead = await leadSubject(request);
    return { postcode: user.postcode ?? lead.postcode, trade: user.trade ?? lead.trade };
  }

  // the GET form names nothing; it means the visitor's own postcode and primary trade
  registerCall(app, helpers.jobsEstimateForLead, async ({ input, request }) => {
    const complete = input.postcode !== undefined && input.trade !== undefined;
    const own = complete ? {} : await ownSubject(request);
    const chosenPostcode = input.postcode ?? own.postcode;
    const chosenTrade = input.trade ?? own.trade;
    if (chosenPostcode === undefined || chosenTrade === undefined) {
      const errors: FieldErrors = {};
      if (chosenPostcode === undefined) errors.postcode = ['Please enter your postcode.'];
      if (chosenTrade === undefined) errors.trade = ['Please choose a trade.'];
      throw new ValidationError(errors);
    }
    return estimateJobs(chosenPostcode, chosenTrade);
  });
}
