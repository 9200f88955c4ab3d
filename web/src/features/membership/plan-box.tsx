import { useId } from 'react';
import type { MembershipPlan } from '#common/contract/calls/membership';
import { typicalJobOnPlanText } from '#common/contract/job-price';
import { creditPrice, creditPriceText, creditsText, PLUS_VAT_PER_MONTH, pounds } from './plan-price';

export interface PlanBoxProps {
  plan: MembershipPlan;
  /** The radio group's name. */
  group: string;
  checked: boolean;
  onSelect: (id: number) => void;
  popular: boolean;
  /** The cheapest credit of the plans listed (decision 117). */
  bestValue?: boolean;
  current: boolean;
  /** Credits a typical lead costs near the trader (decision 116), when known. */
  typicalLeadCredits?: number | null;
}

export const MOST_POPULAR = 'Most Popular';
export const BEST_VALUE = 'Best value per credit';

/** One monthly plan as a radio card: the whole card selects it; the name is the radio's name. */
export function PlanBox({ plan, group, checked, onSelect, popular, bestValue = false, current, typicalLeadCredits = null }: PlanBoxProps) {
  const id = useId();
  const tags = [popular && MOST_POPULAR, bestValue && BEST_VALUE].filter((tag) => tag !== false);
  const perCredit = plan.benefits.credits > 0 ? creditPrice(plan.plan.cost, plan.benefits.credits) : null;
  const classes = ['plan-card', popular && 'plan-card--popular', checked && 'plan-card--checked'].filter(Boolean).join(' ');
  return (
    <li className={classes}>
      <input
        id={id}
        type="radio"
        className="plan-card__radio"
        name={group}
        value={plan.id}
        checked={checked}
        onChange={() => onSelect(plan.id)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className="plan-card__body">
        <span id={`${id}-name`} className="plan-card__name">
          {plan.name}
        </span>
        <span id={`${id}-details`} className="plan-card__details">
          {tags.length > 0 && (
            <span className="plan-card__tags">
              {tags.map((tag) => (
                <span key={tag} className="plan-card__tag">
                  {tag}
                </span>
              ))}
            </span>
          )}
          {current && <span className="plan-card__current">Your current plan</span>}
          <span className="plan-card__credits">
            <strong>{creditsText(plan.benefits.credits)}</strong> every month
          </span>
          <span className="plan-card__cost">
            <strong>{pounds(plan.plan.cost)}</strong> <span className="plan-card__per">{PLUS_VAT_PER_MONTH}</span>
          </span>
          {perCredit !== null && <span className="plan-card__credit-price">{creditPriceText(perCredit)}</span>}
          {perCredit !== null && typicalLeadCredits !== null && (
            <span className="plan-card__lead-price">{typicalJobOnPlanText(typicalLeadCredits, perCredit)}</span>
          )}
          <span className="plan-card__categories">Leads in up to {plan.benefits.categories} job categories</span>
          {plan.promotion?.type === 'FREE_TRIAL' && <span className="plan-card__trial">1 month free trial</span>}
        </span>
      </label>
    </li>
  );
}
