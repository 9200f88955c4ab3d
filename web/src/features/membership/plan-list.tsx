import { useId } from 'react';
import type { MembershipsReply } from '#common/contract/calls/membership';
import { TrialAndSupport } from '#web/components/promises/trial-and-support';
import { PlanBox } from './plan-box';
import { creditPrice } from './plan-price';
import './membership.css';

export interface PlanListProps {
  offer: MembershipsReply;
  selected: number | null;
  onSelect: (id: number) => void;
  /** The trader's live plan, marked as current. */
  currentPlanId?: number | null;
  legend?: string;
  /** Credits a typical lead costs near the trader (decision 116), when known. */
  typicalLeadCredits?: number | null;
}

/** The plans whose credit is the cheapest of those listed (decision 117). */
function cheapestPerCredit(plans: MembershipsReply['subscriptions']): number[] {
  const priced = plans.filter((plan) => plan.benefits.credits > 0);
  const prices = priced.map((plan) => creditPrice(plan.plan.cost, plan.benefits.credits));
  const lowest = Math.min(...prices);
  return priced.filter((_, index) => prices[index] === lowest).map((plan) => plan.id);
}

/** The monthly plans as one radio group; "Most Popular" on the plan most traders are on, "Best value per credit" on the cheapest credit. */
export function PlanList({
  offer,
  selected,
  onSelect,
  currentPlanId = null,
  legend = 'Monthly plans',
  typicalLeadCredits = null,
}: PlanListProps) {
  const group = useId();
  const bestValue = cheapestPerCredit(offer.subscriptions);
  return (
    <fieldset className="plan-list" data-field="plan">
      <legend className="plan-list__legend">{legend}</legend>
      <TrialAndSupport trial={offer.subscriptions.some((plan) => plan.promotion?.type === 'FREE_TRIAL')} />
      <ul className="plan-list__plans">
        {offer.subscriptions.map((plan) => (
          <PlanBox
            key={plan.id}
            plan={plan}
            group={group}
            checked={plan.id === selected}
            onSelect={onSelect}
            popular={plan.id === offer.highlight}
            bestValue={bestValue.includes(plan.id)}
            current={plan.id === currentPlanId}
            typicalLeadCredits={typicalLeadCredits}
          />
        ))}
      </ul>
    </fieldset>
  );
}
