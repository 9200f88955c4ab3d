import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTrialNotices } from '../services/trial-notices';
import { addPeriodicSweep } from './periodic-sweep';

/** How often each process looks for free months ending within three days (decision 089). */
export const TRIAL_NOTICE_SWEEP_MS = 60_000;

/** Writes the "your free month ends soon" e-mails; every process may sweep, as each notice is claimed once. */
async function trialNoticeSweepPlugin(app: FastifyInstance) {
  const notices = createTrialNotices(app);
  addPeriodicSweep(app, {
    name: 'trial notice sweep',
    everyMs: TRIAL_NOTICE_SWEEP_MS,
    sweep: (now) => notices.sweep(now),
    written: 'trial ending notices written',
  });
}

export default fp(trialNoticeSweepPlugin, { name: 'trial-notice-sweep', dependencies: ['database', 'outbox'] });
