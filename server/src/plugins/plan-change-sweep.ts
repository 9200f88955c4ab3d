import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutageNotice } from '../db/outage-notice';
import { createPlanChanges } from '../services/plan-changes';

/** How often each process looks for plan changes that have come due (decision 065). */
export const PLAN_CHANGE_SWEEP_MS = 60_000;

/**
 * Applies plan changes whose anniversary has come, for traders who do not open the app that day. Reads
 * and choices apply a due change themselves, so this only keeps the database right; every process may
 * run it, as applying is a conditional update that only one caller wins.
 */
async function planChangeSweepPlugin(app: FastifyInstance) {
  const changes = createPlanChanges(app.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const outage = createOutageNotice(app.log, 'plan change sweep');

  const sweep = () => {
    running = changes.sweep(new Date()).then(
      (applied) => {
        outage.succeeded();
        if (applied > 0) app.log.info({ applied }, 'plan changes applied');
      },
      (error: unknown) => outage.failed(error),
    );
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, PLAN_CHANGE_SWEEP_MS);
    timer.unref();
  });
  // before the database closes, so no sweep is left querying a closed pool
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(planChangeSweepPlugin, { name: 'plan-change-sweep', dependencies: ['database'] });
