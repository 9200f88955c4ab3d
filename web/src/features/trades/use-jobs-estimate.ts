import { useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import type { JobCredits } from '#common/contract/job-price';
import { call } from '#web/lib/api';
import { track } from '#web/lib/tracking';

/** The job count a trade has near a postcode, as the estimate sentence shows it. */
export interface JobsEstimate {
  quotes: number;
  name: string;
  postcode: string;
  /** What this week's counted leads cost in credits (decision 116); null when none was counted. */
  lead_credits: JobCredits | null;
}

/**
 * The estimate is a nice-to-have: its errors are only tracked, never shown. Every failure
 * is tracked and the visitor goes on as if there were no estimate. Only a 419 still opens its popup: the page's
 * token is stale, every later call would fail too, and its reload keeps the draft (decision 108).
 */
const answeredHere = (status: number) => status !== 419;

/** Asks for the job count of a trade near a postcode; null when there is none to show. */
export function useJobsEstimate(page: string, options: { retryWhenOffline?: boolean } = {}) {
  const [estimate, setEstimate] = useState<JobsEstimate | null>(null);
  async function request(postcode: string, trade: number): Promise<JobsEstimate | null> {
    try {
      const params = { postcode, trade };
      const reply = await call(endpoints.helpers.jobsEstimate, params, {
        retryWhenOffline: options.retryWhenOffline,
        handles: answeredHere,
      });
      const found = { ...reply, postcode };
      setEstimate(found);
      return found;
    } catch (error) {
      track(page, 'estimate.error', { message: error instanceof Error ? error.message : 'unknown' });
      return null;
    }
  }
  const hide = () => setEstimate(null);
  return { estimate, request, hide };
}
