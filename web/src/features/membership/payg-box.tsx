import type { ReactNode } from 'react';
import { PAYG_CREDIT_PENCE, PAYG_OPTION } from '#common/contract/calls/membership';
import { typicalJobOnPlanText } from '#common/contract/job-price';
import { creditPriceText, creditsText } from './plan-price';
import './membership.css';

export interface PaygBoxProps {
  current?: boolean;
  /** The way to choose it, when offered. */
  children?: ReactNode;
  /** Credits a typical lead costs near the trader (decision 116), when known. */
  typicalLeadCredits?: number | null;
}

/** The membership step's pay as you go plan, "No Monthly Fee" and 0 credits. */
export function PaygBox({ current = false, children, typicalLeadCredits = null }: PaygBoxProps) {
  return (
    <section className="plan-card plan-card--payg" aria-label={PAYG_OPTION.name}>
      <p className="plan-card__name">{PAYG_OPTION.name}</p>
      {current && <p className="plan-card__current">Your current plan</p>}
      <p className="plan-card__cost">{PAYG_OPTION.cost}</p>
      <p className="plan-card__credit-price">{creditPriceText(PAYG_CREDIT_PENCE / 100)}</p>
      {typicalLeadCredits !== null && (
        <p className="plan-card__lead-price">{typicalJobOnPlanText(typicalLeadCredits, PAYG_CREDIT_PENCE / 100)}</p>
      )}
      <p className="plan-card__credits">
        <strong>{creditsText(PAYG_OPTION.credits)}</strong> included: buy credits only when you want a lead.
      </p>
      {children}
    </section>
  );
}
