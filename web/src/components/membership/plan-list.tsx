import { useId } from 'react';
import type { MembershipsReply } from '#common/contract/calls/membership';
import { TrialAndSupport } from '../promises/trial-and-support';
import { PlanCard } from './plan-card';
import './membership.css';

export interface PlanListProps {
  offer: MembershipsReply;
  selected: number | null;
  onSelect: (id: number) => void;
  /** The trader's live plan, marked as current. */
  currentPlanId?: number | null;
  legend?: string;
}

/** The monthly plans as one radio group; the highlighted one carries the "Most Popular" tag. */
export function PlanList({ offer, selected, onSelect, currentPlanId = null, legend = 'Monthly plans' }: PlanListProps) {
  const group = useId();
  return (
    <fieldset className="plan-list" data-field="plan">
      <legend className="plan-list__legend">{legend}</legend>
      <TrialAndSupport trial={offer.subscriptions.some((plan) => plan.promotion?.type === 'FREE_TRIAL')} />
      <ul className="plan-list__plans">
        {offer.subscriptions.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            group={group}
            checked={plan.id === selected}
            onSelect={onSelect}
            popular={plan.id === offer.highlight}
            current={plan.id === currentPlanId}
          />
        ))}
      </ul>
    </fieldset>
  );
}
