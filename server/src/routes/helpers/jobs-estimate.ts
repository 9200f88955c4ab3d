import type { FastifyInstance } from 'fastify';
import { helpers } from '#common/contract/index';
import { createJobsEstimator } from '#server/services/jobs-estimate';
import { registerCall } from '#server/lib/register-call';

export default async function jobsEstimateRoutes(app: FastifyInstance) {
  const estimateJobs = createJobsEstimator(app);
  registerCall(app, helpers.jobsEstimate, async ({ input }) => estimateJobs(input.postcode, input.trade));
}
