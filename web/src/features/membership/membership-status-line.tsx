import type { UserView } from '#common/contract/user';
import { monthlyCost } from './plan-price';

/** One sentence on where the trader stands: a plan, pay as you go, or nothing chosen yet. */
export function MembershipStatusLine({ user }: { user: UserView }) {
  const { plan } = user.membership;
  if (user.membership_status === 'PICKED' && plan) {
    return (
      <p className="membership-plans__status">
        You are on the <strong>{plan.name}</strong> plan: {plan.credits} credits every month for {monthlyCost(plan.cost)}.
      </p>
    );
  }
  if (user.membership_status === 'PAYG') {
    return (
      <p className="membership-plans__status">
        You are on <strong>Pay as you go</strong>. A monthly plan gives you credits for leads every month at a lower price.
      </p>
    );
  }
  return <p className="membership-plans__status">You have not chosen a plan yet. Your first month on any plan is free.</p>;
}
