import { useUser } from '#web/lib/user-store';
import { MembershipPlans } from './membership-plans';
import { SignInPage } from './sign-in-page';
import './my-account.css';

/** /my-account/billing/membership/plans: the plans, for a signed-in trader; else the sign-in page. */
export default function MembershipPlansPage() {
  const user = useUser();
  return user ? <MembershipPlans user={user} /> : <SignInPage />;
}
