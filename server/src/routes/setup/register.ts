import type { FastifyInstance } from 'fastify';
import { registration } from '../../../../common/contract/index';
import { authRateLimit } from '../../lib/auth-rate-limit';
import { registerCall } from '../../lib/register-call';
import { registerTradesperson } from '../../services/registration';

export default async function registerRoutes(app: FastifyInstance) {
  registerCall(app, registration.register, ({ input, request, reply }) => registerTradesperson(app, request, reply, input), {
    config: authRateLimit(app),
  });
}
