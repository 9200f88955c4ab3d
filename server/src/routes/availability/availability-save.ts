import type { FastifyInstance } from 'fastify';
import { londonToday } from '#common/calendar-date';
import { availability } from '#common/contract/index';
import { fieldError, HttpError } from '#server/lib/http-errors';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createAvailabilityRepo } from '#server/repos/availability-repo';

/**
 * Away mode (decision 089): the first day back, checked against today in London, or null to resume.
 * The write lets every kept public page go (decision 084), so the profile and directory show it at once.
 */
export default async function availabilitySaveRoutes(app: FastifyInstance) {
  const repo = createAvailabilityRepo(app.db);
  registerCall(app, availability.availabilitySave, async ({ input, request }) => {
    const userId = requireUser(request);
    const pausedUntil = input.paused_until;
    const problem = pausedUntil === null ? null : availability.pauseDateProblem(pausedUntil, londonToday());
    if (problem) throw fieldError('paused_until', problem);
    if (!(await repo.setPausedUntil(userId, pausedUntil))) throw new HttpError(404, 'user_not_found', 'We could not find your account.');
    return { paused_until: pausedUntil };
  });
}
