import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutageNotice } from '../db/outage-notice';
import { createCompanyRegister } from '../providers/company-register/index';
import { createCompanyChecks } from '../services/company-checks';
import { createRegisterLookup, type RegisterLookupService } from '../services/company-register-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    /** The company register, through the day's kept answers and the shared request limit (decision 133). */
    companyLookup: RegisterLookupService;
  }
}

/** How often each process looks for company numbers to check (not yet checked, or a live profile's monthly look). */
export const COMPANY_CHECK_SWEEP_MS = 60_000;

/** The register for every route, and its sweep; every process may sweep, as each check is taken by one. */
async function companyChecksPlugin(app: FastifyInstance) {
  app.decorate('companyLookup', createRegisterLookup(app.db, createCompanyRegister(app.env)));
  const checks = createCompanyChecks(app);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const outage = createOutageNotice(app.log, 'company check sweep');

  const sweep = () => {
    running = checks.sweep(new Date()).then(
      (answered) => {
        outage.succeeded();
        if (answered > 0) app.log.info({ answered }, 'company numbers checked with the register');
      },
      (error: unknown) => outage.failed(error),
    );
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, COMPANY_CHECK_SWEEP_MS);
    timer.unref();
  });
  // before the database closes, so no sweep is left querying a closed pool
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(companyChecksPlugin, { name: 'company-checks', dependencies: ['database'] });
