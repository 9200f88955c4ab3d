import type { ReactNode } from 'react';
import type { UserView } from '#common/contract/user';
import { creditPrice, creditPriceText, creditsText, monthlyCost } from './plan-price';
import './membership.css';

type CurrentPlan = NonNullable<UserView['membership']['plan']>;

export interface CurrentPlanBoxProps {
  plan: CurrentPlan;
  /** ISO time the free month ends, if the trader is in it. */
  trialEndsAt: string | null;
  children?: ReactNode;
}

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The trader's subscription: plan, credits, fee and the end of the free month. */
export function CurrentPlanBox({ plan, trialEndsAt, children }: CurrentPlanBoxProps) {
  return (
    <section className="plan-card plan-card--payg plan-card--current" aria-label="Your plan">
      <p className="plan-card__current">Your current plan</p>
      <p className="plan-card__name">{plan.name}</p>
      <p className="plan-card__credits">
        <strong>{creditsText(plan.credits)}</strong> every month
      </p>
      <p className="plan-card__cost">{monthlyCost(plan.cost)}</p>
      {plan.credits > 0 && <p className="plan-card__credit-price">{creditPriceText(creditPrice(plan.cost, plan.credits))}</p>}
      {trialEndsAt && Date.parse(trialEndsAt) > Date.now() && (
        <p className="plan-card__trial">Your free month ends on {longDate(trialEndsAt)}.</p>
      )}
      {children}
    </section>
  );
}
