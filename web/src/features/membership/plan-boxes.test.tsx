import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MembershipsReply } from '#common/contract/calls/membership';
import { PaygBox } from './payg-box';
import { PlanList } from './plan-list';
import { changeDateText } from '#web/lib/change-date';
import { creditPrice, monthlyCost } from './plan-price';
import { ScheduledChange } from './scheduled-change';

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
  scheduled: null,
  changes_from: null,
  free_month_used: false,
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

  it('tag the plan with the cheapest credit "Best value per credit", and no plan "Most Popular" when none leads', () => {
    showList({ offer: { ...offer, highlight: null } });

    expect(screen.queryByText('Most Popular')).toBeNull();
    expect(screen.getAllByText('Best value per credit')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Pro' })).toHaveAccessibleDescription(expect.stringContaining('Best value per credit'));
    expect(screen.getByRole('radio', { name: 'Standard' })).not.toHaveAccessibleDescription(expect.stringContaining('Best value'));
  });

  it('say what a typical lead costs on each plan and on pay as you go, when the typical lead is known', () => {
    showList({ typicalLeadCredits: 4 });
    render(<PaygBox typicalLeadCredits={4} />);

    // 4 credits at £1.16, £1.18, £1.08 and £1.50
    const lead = (name: string) => screen.getByRole('radio', { name });
    expect(lead('Starter')).toHaveAccessibleDescription(
      expect.stringContaining('A typical lead (4 credits) costs £4.64 + VAT on this plan.'),
    );
    expect(lead('Standard')).toHaveAccessibleDescription(expect.stringContaining('A typical lead (4 credits) costs £4.72 + VAT'));
    expect(lead('Pro')).toHaveAccessibleDescription(expect.stringContaining('A typical lead (4 credits) costs £4.32 + VAT'));
    expect(screen.getByRole('region', { name: 'Pay as you go' })).toHaveTextContent('A typical lead (4 credits) costs £6.00 + VAT');
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
    render(<PaygBox current />);

    const card = screen.getByRole('region', { name: 'Pay as you go' });
    expect(card).toHaveTextContent('No Monthly Fee');
    expect(card).toHaveTextContent('0 credits included');
    expect(card).toHaveTextContent('Your current plan');
  });

  it('say what a credit costs on every plan, next to the fee, and on pay as you go', () => {
    showList();

    // £29 / 25, £59 / 50, £119 / 110 to the penny; pay as you go from the terms
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveAccessibleDescription(
      expect.stringContaining('Each credit costs £1.16 + VAT'),
    );
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(
      expect.stringContaining('Each credit costs £1.18 + VAT'),
    );
    expect(screen.getByRole('radio', { name: 'Pro' })).toHaveAccessibleDescription(
      expect.stringContaining('Each credit costs £1.08 + VAT'),
    );
    render(<PaygBox />);
    expect(screen.getByRole('region', { name: 'Pay as you go' })).toHaveTextContent('Each credit costs £1.50 + VAT');
  });

  it('round a credit price to the nearest penny', () => {
    expect(creditPrice(119, 110)).toBe(1.08);
    expect(creditPrice(10, 3)).toBe(3.33);
    expect(creditPrice(29, 25)).toBe(1.16);
  });

  it('write pence only when a price has them', () => {
    expect(monthlyCost(59)).toBe('£59 + VAT / month');
    expect(monthlyCost(24.5)).toBe('£24.50 + VAT / month');
  });
});

describe('a plan change waiting for its date', () => {
  it('names the new plan and the UK day and month, and offers to keep the current plan', async () => {
    const onKeep = vi.fn();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-02T09:00:00Z'));
    try {
      render(
        <ScheduledChange
          scheduled={{ plan_id: 1, plan_name: 'Starter', payg: false, at: '2026-01-12T10:00:00.000Z' }}
          currentName="Standard"
          onKeep={onKeep}
        />,
      );
    } finally {
      vi.useRealTimers();
    }

    expect(screen.getByRole('group', { name: 'Plan change' })).toHaveTextContent('Changes to Starter on 12 January.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Standard' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it('dates the change in London, with the year only when it is not this year', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(changeDateText('2026-01-12T10:00:00.000Z', now)).toBe('12 January');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST)
    expect(changeDateText('2026-06-30T23:30:00.000Z', now)).toBe('1 July');
    // 23:30 UTC on 31 December is still 31 December in London (GMT)
    expect(changeDateText('2026-12-31T23:30:00.000Z', now)).toBe('31 December');
    expect(changeDateText('2027-01-12T10:00:00.000Z', now)).toBe('12 January 2027');
    // at 23:59 on New Year's Eve it is still the old year in London
    expect(changeDateText('2027-01-31T10:00:00.000Z', new Date('2026-12-31T23:59:00Z'))).toBe('31 January 2027');
  });
});
