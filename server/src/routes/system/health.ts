import type { FastifyInstance } from 'fastify';
import { system } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { createReadinessProbe } from '#server/services/readiness';

/** Liveness and readiness for load balancers and orchestrators (decision 072); neither is rate limited. */
export default async function healthRoutes(app: FastifyInstance) {
  const config = { rateLimit: false as const };
  // alive: the process runs and its event loop answers; no dependency is asked
  registerCall(app, system.health, async () => ({ status: 'ok' as const }), { config });

  const probe = createReadinessProbe({ db: app.db, redisUrl: app.env.REDIS_URL });
  app.addHook('onClose', async () => probe.close());
  registerCall(
    app,
    system.ready,
    async ({ reply }) => {
      const parts = await probe.check();
      // Redis down: the app serves on with its fallbacks, so this process stays in the pool ('degraded')
      const status = app.stopping.active ? 'stopping' : parts.database === 'down' ? 'unready' : parts.redis === 'down' ? 'degraded' : 'ok';
      if (status === 'stopping' || status === 'unready') reply.code(503);
      return { status, ...parts } as const;
    },
    { config },
  );
}
