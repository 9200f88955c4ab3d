import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MembershipsReply } from '../../../../common/contract/calls/membership';
import { PaygCard } from './payg-card';
import { PlanList } from './plan-list';
import { monthlyCost } from './plan-price';

const trial = { type: 'FREE_TRIAL' as const };
const offer: MembershipsReply = {
  subscriptions: [
    { id: 1, name: 'Starter', plan: { cost: 29 }, benefits: { credits: 25, categories: 10 }, promotion: trial },
    { id: 2, name: 'Standard', plan: { cost: 59 }, benefits: { credits: 50, categories: 25 }, promotion: trial },
    { id: 3, name: 'Pro', plan: { cost: 119 }, benefits: { credits: 110, categories: 60 }, promotion: null },
  ],
  show_payg: true,
  pre_selected: 2,
  highlight: 2,
  open: true,
};

function showList(props: Partial<Parameters<typeof PlanList>[0]> = {}) {
  const onSelect = vi.fn();
  render(<PlanList offer={offer} selected={2} onSelect={onSelect} {...props} />);
  return { onSelect };
}

describe('the plan cards', () => {
  it('list every plan as a radio named after it, the pre-selected one checked', () => {
    showList();

    const group = screen.getByRole('group', { name: 'Monthly plans' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Starter' })).not.toBeChecked();
  });

  it('tag only the highlighted plan "Most Popular"', () => {
    showList();

    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(expect.stringContaining('Most Popular'));
    expect(screen.getByRole('radio', { name: 'Pro' })).not.toHaveAccessibleDescription(expect.stringContaining('Most Popular'));
  });

  it('show credits, the monthly cost plus VAT and the free month where it is offered', () => {
    showList();

    const standard = screen.getByRole('radio', { name: 'Standard' });
    expect(standard).toHaveAccessibleDescription(expect.stringContaining('50 credits every month'));
    expect(standard).toHaveAccessibleDescription(expect.stringContaining('£59 + VAT / month'));
    expect(standard).toHaveAccessibleDescription(expect.stringContaining('1 month free trial'));
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveAccessibleDescription(expect.stringContaining('£29 + VAT / month'));
    expect(screen.getByRole('radio', { name: 'Pro' })).toHaveAccessibleDescription(expect.stringContaining('£119 + VAT / month'));
    expect(screen.getByRole('radio', { name: 'Pro' })).not.toHaveAccessibleDescription(expect.stringContaining('free trial'));
    expect(screen.getAllByText('1 month free trial')).toHaveLength(2);
  });

  it('choose a plan by a click anywhere on its card', async () => {
    const { onSelect } = showList();

    await userEvent.click(screen.getByText('110 credits'));

    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it('mark the current plan', () => {
    showList({ currentPlanId: 3 });

    expect(screen.getByRole('radio', { name: 'Pro' })).toHaveAccessibleDescription(expect.stringContaining('Your current plan'));
    expect(screen.getAllByText('Your current plan')).toHaveLength(1);
  });

  it('show pay as you go with no monthly fee and no credits', () => {
    render(<PaygCard current />);

    const card = screen.getByRole('region', { name: 'Pay as you go' });
    expect(card).toHaveTextContent('No Monthly Fee');
    expect(card).toHaveTextContent('0 credits included');
    expect(card).toHaveTextContent('Your current plan');
  });

  it('write pence only when a price has them', () => {
    expect(monthlyCost(59)).toBe('£59 + VAT / month');
    expect(monthlyCost(24.5)).toBe('£24.50 + VAT / month');
  });
});
