import type { FastifyInstance } from 'fastify';
import { experiment } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireStaff } from '#server/lib/require-staff';
import { createExperimentWeightsRepo } from '#server/repos/experiment-weights-repo';

/** The weights new visitors are drawn by, and who set them when (decision 092). */
export default async function experimentWeightsRoutes(app: FastifyInstance) {
  const weights = createExperimentWeightsRepo(app.db);

  async function weightsReply() {
    const [current, changes] = await Promise.all([weights.current(), weights.history()]);
    return {
      weights: current,
      changes: changes.map((change) => ({
        weights: change.weights,
        staff_email: change.staffEmail,
        changed_at: change.changedAt.toISOString(),
      })),
    };
  }

  registerCall(app, experiment.experimentWeights, async ({ request, reply }) => {
    requireStaff(request);
    reply.header('Cache-Control', 'no-store');
    return weightsReply();
  });

  registerCall(app, experiment.experimentWeightsSave, async ({ input, request }) => {
    const staff = requireStaff(request);
    await weights.save(input, staff.staffId);
    return weightsReply();
  });
}
