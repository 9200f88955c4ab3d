import type { FastifyInstance } from 'fastify';
import { verification } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { submitGasNumber } from '#server/services/gas-number-submission';

/** The gas step: the registration / ID number, checked by the contract, then queued for review. */
export default async function gasVerifyRoutes(app: FastifyInstance) {
  registerCall(
    app,
    verification.gasVerify,
    async ({ input, request }) => {
      await submitGasNumber(app.db, requireUser(request), input.gas_id_number);
      return { success: true as const };
    },
    // staff read every number: the tighter per-address limit of sign-in keeps scripts off the queue
    { config: authRateLimit(app) },
  );
}
