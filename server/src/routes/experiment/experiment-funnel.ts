import type { FastifyInstance } from 'fastify';
import { addDays } from '#common/calendar-date';
import { experiment } from '#common/contract/index';
import { FUNNEL_MAX_DAYS, experimentTexts } from '#common/contract/calls/experiment';
import { fieldError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createExperimentFunnelRepo } from '#server/repos/experiment-funnel-repo';
import { funnelReport } from '#server/services/experiment-report';

/** The setup-order experiment's funnel for a period, staff only. */
export default async function experimentFunnelRoutes(app: FastifyInstance) {
  const funnels = createExperimentFunnelRepo(app.db);
  registerCall(app, experiment.funnel, async ({ input, request, reply }) => {
    requireStaff(request);
    if (input.to < input.from) throw fieldError('to', experimentTexts.toBeforeFrom);
    if (addDays(input.from, FUNNEL_MAX_DAYS - 1) < input.to) throw fieldError('to', experimentTexts.periodTooLong);
    reply.header('Cache-Control', 'no-store');
    return funnelReport(input.from, input.to, await funnels.counts(input.from, input.to));
  });
}
