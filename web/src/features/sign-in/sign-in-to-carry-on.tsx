import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FROM_EMAIL_QUERY } from '#common/account-hint';
import { sitePages } from '#common/routes';
import { rememberStepToReturnTo } from '#web/lib/return-to-step';

/** The sign-in page as a step sends a signed-out trader there: it says why, and signing in comes back (decision 119). */
export const SIGN_IN_FROM_STEP = 'setup-step';
export const signInToCarryOn = `${sitePages.myAccount}?from=${SIGN_IN_FROM_STEP}`;

/** A setup step reached signed out by someone with an account: off to sign in, the step remembered to come back to. */
export function SignInToCarryOn() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete(FROM_EMAIL_QUERY.name);
  const back = `${pathname}${query.size > 0 ? `?${query.toString()}` : ''}`;
  useEffect(() => rememberStepToReturnTo(back), [back]);
  return <Navigate to={signInToCarryOn} replace />;
}
