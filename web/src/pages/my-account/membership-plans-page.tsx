import { MembershipPlans } from '#web/features/membership/membership-plans';
import { useUser } from '#web/lib/user-store';
import { SubscriptionTermsCheckbox } from '#web/shell/legal/subscription-terms-checkbox';
import { SignInPage } from './sign-in-page';
import './my-account.css';

/** /my-account/billing/membership/plans: the plans, for a signed-in trader; else the sign-in page. */
export default function MembershipPlansPage() {
  const user = useUser();
  return user ? <MembershipPlans user={user} TermsCheckbox={SubscriptionTermsCheckbox} /> : <SignInPage />;
}
