import { Link } from 'react-router';
import { sitePages } from '../../../../common/routes';
import type { UserView } from '../../../../common/contract/user';
import { CurrentPlanCard } from '../../components/membership/current-plan-card';
import { PaygCard } from '../../components/membership/payg-card';

/** setup-steps §2: a trader who has chosen sees the choice, with a way to change it in the account. */
export function MembershipSummary({ user }: { user: UserView }) {
  const { plan, trial_ends_at: trialEndsAt } = user.membership;
  if (user.membership_status === 'PICKED' && plan) {
    return (
      <CurrentPlanCard plan={plan} trialEndsAt={trialEndsAt}>
        <Link to={sitePages.membershipPlans}>Manage your plan</Link>
      </CurrentPlanCard>
    );
  }
  return (
    <PaygCard current>
      <Link to={sitePages.membershipPlans}>Upgrade to a monthly plan</Link>
    </PaygCard>
  );
}
