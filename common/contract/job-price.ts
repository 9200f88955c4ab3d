// Plain values, no schemas: the FAQ and the estimate read this without loading zod (decision 044).
import { PAYG_CREDIT_PENCE } from './credit-price';

/**
 * What a lead costs in credits, set by the size of the job (decision 116): the server sorts each job category
 * into one of these sizes (server/src/lib/job-credits.ts) and the jobs estimate reports the spread.
 */
export const JOB_CREDITS = { small: 2, standard: 4, large: 8 } as const;

/** The credits per lead of the jobs an estimate counted: the cheapest, the dearest and the median. */
export interface JobCredits {
  low: number;
  high: number;
  typical: number;
}

function penceText(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** The rule alone, as the terms of supply state it. */
export const JOB_PRICE_BY_SIZE = `A lead costs ${JOB_CREDITS.small} credits for a small job, ${JOB_CREDITS.standard} for a standard job and ${JOB_CREDITS.large} for a large one.`;

/** The rule in one sentence, with its figures: the FAQ and the estimate when no job was counted. */
export const JOB_PRICE_RULE = `${JOB_PRICE_BY_SIZE.slice(0, -1)}, and a credit costs ${penceText(PAYG_CREDIT_PENCE)} + VAT on pay as you go or less on a monthly plan.`;

function creditsWord(credits: number): string {
  return credits === 1 ? '1 credit' : `${credits} credits`;
}

/** "Electrician leads near SW1A cost 2 to 8 credits each this week, typically 4 (£6.00 + VAT on pay as you go)." */
export function jobPriceText(name: string, outcode: string, credits: JobCredits | null): string {
  if (!credits) return JOB_PRICE_RULE;
  const spread = credits.low === credits.high ? creditsWord(credits.low) : `${credits.low} to ${creditsWord(credits.high)}`;
  const typical = penceText(credits.typical * PAYG_CREDIT_PENCE);
  return `${name} leads near ${outcode} cost ${spread} each this week, typically ${credits.typical} (${typical} + VAT on pay as you go).`;
}

/** What a typical lead costs on a plan whose credit costs `creditPounds`: "A typical lead (4 credits) costs £4.72 + VAT on this plan." */
export function typicalJobOnPlanText(typicalCredits: number, creditPounds: number): string {
  const pence = Math.round(typicalCredits * creditPounds * 100);
  return `A typical lead (${creditsWord(typicalCredits)}) costs ${penceText(pence)} + VAT on this plan.`;
}
