import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutageNotice } from '../db/outage-notice';
import { createTrialNotices } from '../services/trial-notices';

/** How often each process looks for free months ending within three days (decision 089). */
export const TRIAL_NOTICE_SWEEP_MS = 60_000;

/** Writes the "your free month ends soon" e-mails; every process may sweep, as each notice is claimed once. */
async function trialNoticeSweepPlugin(app: FastifyInstance) {
  const notices = createTrialNotices(app);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const outage = createOutageNotice(app.log, 'trial notice sweep');

  const sweep = () => {
    running = notices.sweep(new Date()).then(
      (written) => {
        outage.succeeded();
        if (written > 0) app.log.info({ written }, 'trial ending notices written');
      },
      (error: unknown) => outage.failed(error),
    );
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, TRIAL_NOTICE_SWEEP_MS);
    timer.unref();
  });
  // before the database closes, so no sweep is left querying a closed pool
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(trialNoticeSweepPlugin, { name: 'trial-notice-sweep', dependencies: ['database', 'outbox'] });
