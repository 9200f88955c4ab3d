import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '#common/contract/errors';
import { outcodeOf } from '#common/contract/fields';
import { createJobRepo } from '../repos/job-repo';
import { catalogueOf } from './catalogue';
import { districtsOf } from './districts';
import type { JobCredits } from '#common/contract/job-price';
import { ValidationError } from '../lib/http-errors';
import { jobCreditsOf, jobCreditsSpread } from '../lib/job-credits';
import type { JobCount } from '../repos/job-repo';

// The estimate counts jobs "over this week", read as the last 7 days.
export const ESTIMATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
export const UNKNOWN_POSTCODE = 'We do not recognise that postcode. Please check it and try again.';
export const UNKNOWN_TRADE = 'We do not recognise that trade. Please choose one from the list.';

/**
 * Counts are kept until the next write to the database (any process, decision 051) and at most a minute: the window's
 * start moves on, so a count is never more than a minute old. Each count runs out on its own time, spread (decision
 * 094): a key naming the minute made every kept count run out at the turn of the minute, and the route's p99 was the
 * burst of statements that followed.
 */
const COUNT_CACHE_MS = 60_000;
const COUNTS_CACHED = 5_000;

export interface JobsEstimate {
  quotes: number;
  name: string;
  /** What the counted jobs' leads cost in credits (decision 116); null when none was counted. */
  lead_credits: JobCredits | null;
}

/** Homeowner jobs in one trade posted this week within 10 miles of a postcode (the lead trades step's estimate). */
export function createJobsEstimator(app: FastifyInstance) {
  const jobs = createJobRepo(app.db);
  const counts = app.readCache<string, JobCount>({ ttlMs: COUNT_CACHE_MS, maxEntries: COUNTS_CACHED });
  return async function estimateJobs(postcode: string, tradeId: number): Promise<JobsEstimate> {
    const [catalogue, districts] = await Promise.all([catalogueOf(app), districtsOf(app)]);
    const outcode = outcodeOf(postcode);
    const trade = catalogue.tradeById.get(tradeId);
    const known = districts.has(outcode);
    if (!trade || !known) {
      const errors: FieldErrors = {};
      if (!known) errors.postcode = [UNKNOWN_POSTCODE];
      if (!trade) errors.trade = [UNKNOWN_TRADE];
      throw new ValidationError(errors);
    }
    const counted = await counts.read(`${tradeId} ${outcode}`, () =>
      jobs.countSince({ tradeId, outcodes: districts.within(outcode), since: new Date(Date.now() - ESTIMATE_WINDOW_MS) }),
    );
    const priced = counted.byCategory.map(({ categoryId, jobs }) => ({
      credits: jobCreditsOf(categoryId === null ? null : (catalogue.categoryNameById.get(categoryId) ?? null)),
      count: jobs,
    }));
    return { quotes: counted.total, name: trade.name, lead_credits: jobCreditsSpread(priced) };
  };
}
