import type { FastifyInstance } from 'fastify';
import { companyDissolvedText, companyNotFoundText, type CompanyCheckResult } from '#common/contract/company-check';
import { ValidationError } from '../lib/http-errors';
import { createCompanyCheckRepo, type CheckResult, type ClaimedCheck } from '../repos/company-check-repo';
import { createCompanyRepo, type CompanySettings } from '../repos/company-repo';
import { createStaffAlertRepo } from '../repos/staff-alert-repo';
import type { RegisterLookup } from './company-register-lookup';

/** A published profile's company is looked up again this long after its last answer. */
export const COMPANY_RECHECK_MS = 30 * 24 * 60 * 60 * 1000;
/** A swept check waits this long before another sweep takes it again (the register not answering, a sweep stopped). */
export const COMPANY_SWEEP_HOLD_MS = 10 * 60 * 1000;
const BATCH = 20;
const MAX_BATCHES = 5;

function resultOf(lookup: RegisterLookup, now: Date): CheckResult {
  if (lookup.status === 'not_checked') {
    // the next sweep after this one takes it (a minute), so a register back up is asked at once
    return { ...lookup, checkedAt: null, nextCheckAt: now };
  }
  return { ...lookup, checkedAt: now, nextCheckAt: new Date(now.getTime() + COMPANY_RECHECK_MS) };
}

const answerOf = (lookup: RegisterLookup): CompanyCheckResult => ({
  status: lookup.status,
  company_name: lookup.companyName,
  date_of_creation: lookup.dateOfCreation,
});

/**
 * The company step's check and the sweep that keeps checks current (decision 133). The register is asked
 * outside any transaction; what it said is written with the settings in one.
 */
export function createCompanyChecks(app: FastifyInstance) {
  const companies = createCompanyRepo(app.db);
  const checks = createCompanyCheckRepo(app.db);
  const alerts = createStaffAlertRepo(app.db);

  async function alertIfDissolved(claimed: ClaimedCheck, lookup: RegisterLookup): Promise<void> {
    if (lookup.status !== 'dissolved' || claimed.status === 'dissolved') return;
    await alerts.raise({
      kind: 'company_dissolved',
      message: `Companies House now lists ${lookup.companyName ?? claimed.companyName ?? 'the company'} (${claimed.companyNumber}) as dissolved: it is the company of ${claimed.businessName}${claimed.live ? ', whose profile is live' : ''}. The profile no longer says it is a registered company.`,
      dedupeKey: `company_dissolved:${claimed.userId}:${claimed.companyNumber}`,
    });
  }

  return {
    /**
     * Saves the company step. A number is looked up first: dissolved or not found is refused under
     * `company_number` and nothing is saved; found or not answered, the settings and the check are saved together.
     * False when the account has no business row.
     */
    async save(userId: number, settings: CompanySettings, now: Date): Promise<{ saved: boolean; check: CompanyCheckResult | null }> {
      const number = settings.companyNumber;
      const lookup = number ? await app.companyLookup.lookUp(number, now, app.log) : null;
      if (number && lookup?.status === 'dissolved') {
        throw new ValidationError({ company_number: [companyDissolvedText(lookup.companyName ?? 'This company', number)] });
      }
      if (number && lookup?.status === 'not_found') throw new ValidationError({ company_number: [companyNotFoundText(number)] });
      const saved = await app.db.transaction(async (tx) => {
        if (!(await companies.saveSettings(userId, settings, tx))) return false;
        if (number && lookup) await checks.save(userId, number, resultOf(lookup, now), tx);
        else await checks.remove(userId, tx);
        return true;
      });
      return { saved, check: lookup ? answerOf(lookup) : null };
    },

    /** Looks up every check due at `now`; resolves to how many the register answered. */
    async sweep(now: Date): Promise<number> {
      let answered = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const due = await app.db.transaction((tx) => checks.claimDue(now, BATCH, COMPANY_SWEEP_HOLD_MS, tx));
        for (const claimed of due) {
          const lookup = await app.companyLookup.lookUp(claimed.companyNumber, now, app.log);
          // not answered: the hold stands and a later sweep asks again
          if (lookup.status === 'not_checked') continue;
          if (await checks.record(claimed.userId, claimed.companyNumber, resultOf(lookup, now))) {
            answered += 1;
            await alertIfDissolved(claimed, lookup);
          }
        }
        if (due.length < BATCH) break;
      }
      return answered;
    },
  };
}
