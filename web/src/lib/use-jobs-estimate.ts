import { useState } from 'react';
import { endpoints } from '../../../common/contract/endpoints';
import type { JobsEstimate } from '../components/trades/jobs-estimate-sentence';
import { call } from './api';
import { track } from './tracking';

/** Asks for the job count of a trade near a postcode; errors are only tracked (spec §8). */
export function useJobsEstimate(page: string) {
  const [estimate, setEstimate] = useState<JobsEstimate | null>(null);
  async function request(postcode: string, trade: number): Promise<JobsEstimate | null> {
    try {
      const reply = await call(endpoints.helpers.jobsEstimate, { postcode, trade });
      const found = { ...reply, postcode };
      setEstimate(found);
      return found;
    } catch (error) {
      track(page, 'estimate.error', { message: error instanceof Error ? error.message : 'unknown' });
      return null;
    }
  }
  return { estimate, request, hide: () => setEstimate(null) };
}
