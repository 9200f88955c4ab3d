import { Link } from 'react-router';
import { sitePages } from '#common/routes';
import type { ScheduledChange as Scheduled } from '#common/contract/calls/membership';
import type { UserView } from '#common/contract/user';
import { CurrentPlanBox } from '#web/features/membership/current-plan-box';
import { PaygBox } from '#web/features/membership/payg-box';
import { ScheduledChange } from '#web/features/membership/scheduled-change';

export interface MembershipSummaryProps {
  user: UserView;
  /** A change waiting for the monthly anniversary, shown with a way to undo it. */
  scheduled?: Scheduled;
  onKeep?: () => void;
  pending?: boolean;
}

/** On the membership step, a trader who has chosen sees the choice, with a way to change it in the account. */
export function MembershipSummary({ user, scheduled = null, onKeep = () => undefined, pending = false }: MembershipSummaryProps) {
  const { plan, trial_ends_at: trialEndsAt } = user.membership;
  if (user.membership_status === 'PICKED' && plan) {
    return (
      <CurrentPlanBox plan={plan} trialEndsAt={trialEndsAt}>
        {scheduled && <ScheduledChange scheduled={scheduled} currentName={plan.name} onKeep={onKeep} pending={pending} />}
        <Link to={sitePages.membershipPlans}>Manage your plan</Link>
      </CurrentPlanBox>
    );
  }
  return (
    <PaygBox current>
      <Link to={sitePages.membershipPlans}>Upgrade to a monthly plan</Link>
    </PaygBox>
  );
}
