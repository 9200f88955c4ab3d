import type { user } from '../db/schema/index';
import { hasElectricTrade, hasGasTrade } from '../lib/restricted-trades';

type VerificationStatus = (typeof user.$inferSelect)['gasStatus'];

/** The trader about to buy: their trades and where their gas and electric checks stand. */
export interface JobBuyer {
  tradeSlugs: readonly string[];
  gasStatus: VerificationStatus;
  electricStatus: VerificationStatus;
}

/** What a lead demands of whoever buys it. */
export interface JobRestrictions {
  /** The job involves gas work: only a Gas Safe registered engineer may do it. */
  gasRequired: boolean;
  /** The job needs a certified electrician. */
  electricSafe: boolean;
}

export type JobRefusalCode =
  'gas_pending' | 'gas_unverified' | 'gas_trade_missing' | 'electric_pending' | 'electric_unverified' | 'electric_trade_missing';

export interface JobRefusal {
  code: JobRefusalCode;
  /** Shown to the trader on the lead-buying screen. */
  message: string;
}

export const jobRefusalMessages: Record<JobRefusalCode, string> = {
  gas_pending:
    'This job needs a Gas Safe registered engineer. We are checking your Gas Safe number and will let you know once it is verified.',
  gas_unverified: 'This job needs a Gas Safe registered engineer. Verify your Gas Safe number to buy it.',
  gas_trade_missing:
    'This job needs a Gas Safe registered engineer. Add Heating Engineer or Gas Engineer to your trades and verify your Gas Safe number to buy it.',
  electric_pending: 'This job needs a certified electrician. We are checking your certificate and will let you know once it is approved.',
  electric_unverified: 'This job needs a certified electrician. Upload your electrician certificate to buy it.',
  electric_trade_missing: 'This job needs a certified electrician. Add Electrician to your trades and upload your certificate to buy it.',
};

function refusal(code: JobRefusalCode): JobRefusal {
  return { code, message: jobRefusalMessages[code] };
}

function gasRefusal(buyer: JobBuyer): JobRefusal | null {
  if (buyer.gasStatus === 'verified') return null;
  if (!hasGasTrade(buyer.tradeSlugs)) return refusal('gas_trade_missing');
  return refusal(buyer.gasStatus === 'provided' ? 'gas_pending' : 'gas_unverified');
}

function electricRefusal(buyer: JobBuyer): JobRefusal | null {
  if (buyer.electricStatus === 'verified') return null;
  if (!hasElectricTrade(buyer.tradeSlugs)) return refusal('electric_trade_missing');
  return refusal(buyer.electricStatus === 'provided' ? 'electric_pending' : 'electric_unverified');
}

/**
 * decision 033: a gas-required lead needs a
 * verified Gas Safe number, an electric-safe lead a verified electrician certificate. Null when
 * the trader may buy the job; otherwise why not, the gas reason first.
 */
export function whyCannotBuyJob(buyer: JobBuyer, job: JobRestrictions): JobRefusal | null {
  return (job.gasRequired ? gasRefusal(buyer) : null) ?? (job.electricSafe ? electricRefusal(buyer) : null);
}
