import { Navigate, useLocation } from 'react-router';
import { takeStepToReturnTo } from '#web/lib/return-to-step';
import { pageConfig } from '#web/lib/page-config';
import { useUser } from '#web/lib/user-store';
import { AccountOverview } from './account-overview';
import { SignInPage } from './sign-in-page';
import './my-account.css';

/** /my-account and its sub-paths: sign in when signed out, the account and its setup progress when in. */
export default function MyAccountPage() {
  const user = useUser();
  const { pathname, search } = useLocation();
  if (user) {
    // signed in from a setup step that sent the trader here: back to it (decision 119)
    const back = takeStepToReturnTo();
    if (back) return <Navigate to={back} replace />;
    return <AccountOverview user={user} scheme={pageConfig.orderingScheme} />;
  }
  // a new address (say, /my-account/sms-login?phone=…) starts the sign-in afresh
  return <SignInPage key={`${pathname}${search}`} />;
}
