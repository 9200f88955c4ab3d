import { useEffect, useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import type { LeadCredits } from '#common/contract/lead-price';
import { call } from './api';
import { preloadedAnswer } from './preloaded-answer';
import { track } from './tracking';

export interface OwnLeadPrice {
  /** The trader's primary trade. */
  name: string;
  lead_credits: LeadCredits | null;
}

const fetchOwnLeadPrice = async (): Promise<OwnLeadPrice> => {
  const reply = await call(endpoints.helpers.jobsEstimateForLead, {}, { handles: [400, 404, 422, 429, 500, 503] });
  return { name: reply.name, lead_credits: reply.lead_credits };
};

/** The price the membership step shows beside its plans, fetched with its chunk. */
export const ownLeadPrice = preloadedAnswer(fetchOwnLeadPrice);

/**
 * What leads in the trader's primary trade near their postcode cost this week (decision 116), from the same
 * count as the jobs estimate; null until it arrives or when it cannot be had (then the general rule is shown).
 * A failure is only tracked: the price is a help beside the plans, not the step's work.
 */
export function useOwnLeadPrice(page: string): OwnLeadPrice | null {
  const [price, setPrice] = useState<OwnLeadPrice | null>(ownLeadPrice.fresh);
  useEffect(() => {
    if (price) return;
    let live = true;
    fetchOwnLeadPrice().then(
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
