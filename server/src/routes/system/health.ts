import type { FastifyInstance } from 'fastify';
import { system } from '../../../../common/contract/index';
import { registerCall } from '../../lib/register-call';

export default async function healthRoutes(app: FastifyInstance) {
  // the app only listens once migrations have run, so answering at all means ready
  registerCall(app, system.health, async () => ({ status: 'ok' as const }), { config: { rateLimit: false } });
}
