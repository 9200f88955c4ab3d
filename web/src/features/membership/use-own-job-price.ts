import { useEffect, useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import type { JobCredits } from '#common/contract/job-price';
import { call } from '#web/lib/api';
import { track } from '#web/lib/tracking';

export interface OwnJobPrice {
  /** The trader's primary trade. */
  name: string;
  lead_credits: JobCredits | null;
}

/**
 * What leads in the trader's primary trade near their postcode cost this week (decision 116), from the same
 * count as the jobs estimate; null until it arrives or when it cannot be had (then the general rule is shown).
 * A failure is only tracked: the price is a help beside the plans, not the step's work.
 */
export function useOwnJobPrice(page: string): OwnJobPrice | null {
  const [price, setPrice] = useState<OwnJobPrice | null>(null);
  useEffect(() => {
    let live = true;
    call(endpoints.helpers.jobsEstimateForLead, {}, { handles: [400, 404, 422, 429, 500, 503] }).then(
      (reply) => live && setPrice({ name: reply.name, lead_credits: reply.lead_credits }),
      (error: unknown) => track(page, 'lead_price.error', { message: error instanceof Error ? error.message : 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [page]);
  return price;
}
