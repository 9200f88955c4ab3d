import { useRef, useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import type { JobsEstimate } from '../components/trades/jobs-estimate-sentence';
import { call } from './api';
import { isApiError } from './api-error';
import { track } from './tracking';

/**
 * Asks for the job count of a trade near a postcode. Every failure is tracked; one that the error popup
 * shows (404, 500, 503 …) is also remembered, so the step stays to let it be read instead of
 * moving on under it (docs/decisions/078). An `errors` reply is only tracked.
 */
export function useJobsEstimate(page: string, options: { retryWhenOffline?: boolean } = {}) {
  const [estimate, setEstimate] = useState<JobsEstimate | null>(null);
  const failed = useRef(false);
  async function request(postcode: string, trade: number): Promise<JobsEstimate | null> {
    failed.current = false;
    try {
      const reply = await call(endpoints.helpers.jobsEstimate, { postcode, trade }, { retryWhenOffline: options.retryWhenOffline });
      const found = { ...reply, postcode };
      setEstimate(found);
      return found;
    } catch (error) {
      track(page, 'estimate.error', { message: error instanceof Error ? error.message : 'unknown' });
      failed.current = isApiError(error) && shownInPopup(error.status);
      return null;
    }
  }
  function hide() {
    failed.current = false;
    setEstimate(null);
  }
  /** The last request failed in the error popup: the next Continue moves on without asking again. */
  const hasFailed = () => failed.current;
  return { estimate, request, hide, hasFailed };
}

// lib/api.ts: 422 is the caller's, 401 and a lost connection (0) are not the popup's
function shownInPopup(status: number): boolean {
  return status !== 0 && status !== 401 && status !== 422;
}
