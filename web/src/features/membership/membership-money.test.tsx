import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newUser } from '#common/testing/new-user';
import { MembershipMoney } from './membership-money';

const now = new Date('2026-11-29T12:00:00Z');
const plan = { credits: 50, name: 'Standard', cost: 59 };

function factsOf(user: ReturnType<typeof newUser>) {
  render(<MembershipMoney user={user} now={now} />);
  return screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('MembershipMoney', () => {
  it('during the free month shows the credits, when the month ends and when and what the first fee is', () => {
    const user = newUser({
      membership_status: 'PICKED',
      membership: { plan, trial_ends_at: '2026-12-20T12:00:00Z', first_charge_at: '2026-12-18T12:00:00Z' },
      credit: { cash: 12, discounts: 0 },
    });
    expect(factsOf(user)).toEqual([
      'Credit balance: 12 credits',
      'Free month ends: 20 December',
      'First charge: £59 + VAT on 18 December, unless you cancel before then',
    ]);
  });

  it('after the free month, or on pay as you go, shows only the credits, with discount credits when there are some', () => {
    const user = newUser({
      membership_status: 'PAYG',
      membership: { plan: null, trial_ends_at: null, first_charge_at: null },
      credit: { cash: 1, discounts: 3 },
    });
    expect(factsOf(user)).toEqual(['Credit balance: 1 credit, and 3 credits from discounts']);
  });
});
