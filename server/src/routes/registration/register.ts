import type { FastifyInstance } from 'fastify';
import { registration } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { registerTrader } from '#server/services/registration';
import { signUpProblemsBesideInvalid } from '#server/services/registration-checks';

export default async function registerRoutes(app: FastifyInstance) {
  registerCall(app, registration.register, ({ input, request, reply }) => registerTrader(app, request, reply, input), {
    config: authRateLimit(app),
    problemsBesideInvalid: signUpProblemsBesideInvalid(app),
  });
}
