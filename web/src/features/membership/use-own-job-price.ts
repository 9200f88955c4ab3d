import { useEffect, useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import type { JobCredits } from '#common/contract/job-price';
import { call } from '#web/lib/api';
import { preloadedAnswer } from '#web/lib/preloaded-answer';
import { track } from '#web/lib/tracking';

export interface OwnJobPrice {
  /** The trader's primary trade. */
  name: string;
  lead_credits: JobCredits | null;
}

const fetchOwnJobPrice = async (): Promise<OwnJobPrice> => {
  const reply = await call(endpoints.helpers.jobsEstimateForLead, {}, { handles: [400, 404, 422, 429, 500, 503] });
  return { name: reply.name, lead_credits: reply.lead_credits };
};

/** The price the membership step shows beside its plans, fetched with its chunk. */
export const ownJobPrice = preloadedAnswer(fetchOwnJobPrice);

/**
 * What leads in the trader's primary trade near their postcode cost this week (decision 116), from the same
 * count as the jobs estimate; null until it arrives or when it cannot be had (then the general rule is shown).
 * A failure is only tracked: the price is a help beside the plans, not the step's work.
 */
export function useOwnJobPrice(page: string): OwnJobPrice | null {
  const [price, setPrice] = useState<OwnJobPrice | null>(ownJobPrice.fresh);
  useEffect(() => {
    if (price) return;
    let live = true;
    fetchOwnJobPrice().then(
      (reply) => live && setPrice(reply),
      (error: unknown) => track(page, 'lead_price.error', { message: error instanceof Error ? error.message : 'unknown' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a price already drawn is not asked again
  }, [page]);
  return price;
}
