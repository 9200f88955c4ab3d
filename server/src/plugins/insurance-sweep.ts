import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInsuranceNotices } from '../services/insurance-notices';
import { addPeriodicSweep } from './periodic-sweep';

/** How often each process looks for insurance reminders due and policies ended (decision 136). */
export const INSURANCE_SWEEP_MS = 60_000;

/** Reminds traders before their insurance ends and expires it the day after; each e-mail is claimed once. */
async function insuranceSweepPlugin(app: FastifyInstance) {
  const notices = createInsuranceNotices(app);
  addPeriodicSweep(app, {
    name: 'insurance sweep',
    everyMs: INSURANCE_SWEEP_MS,
    sweep: (now) => notices.sweep(now),
    written: 'insurance reminders and expiries written',
  });
}

export default fp(insuranceSweepPlugin, { name: 'insurance-sweep', dependencies: ['database', 'outbox'] });
