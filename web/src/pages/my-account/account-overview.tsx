import { Link } from 'react-router';
import type { UserView } from '#common/contract/user';
import { sitePages } from '#common/routes';
import type { OrderingScheme } from '#common/step-order';
import { AccountContents, AccountSection } from '#web/components/account/account-sections';
import { AccountSecurity } from '#web/features/sign-in/account-security';
import { AccountChecks } from '#web/features/checks/account-checks';
import { AwayMode } from './away-mode';
import { AskForReviews } from '#web/features/reviews/ask-for-reviews';
import { EmailVerification } from './email-verification';
import { MembershipCancel } from '#web/features/membership/membership-cancel';
import { ProfileLiveStatus } from './profile-live-status';
import { SetupProgress } from './setup-progress';
import { SignOutButton } from '#web/features/sign-in/sign-out-button';
import { YourData } from '#web/features/account-data/your-data';

export interface AccountOverviewProps {
  user: UserView;
  scheme: OrderingScheme;
}

/** Arriving puts focus on the page heading, unless the address names a section to go to (#membership from an e-mail). */
const focusOnArrival = (heading: HTMLHeadingElement | null) => {
  if (heading && !window.location.hash) heading.focus({ preventScroll: true });
};

export function AccountOverview({ user, scheme }: AccountOverviewProps) {
  return (
    <article className="page account">
      <div className="account__header">
        <div>
          <h1 tabIndex={-1} ref={focusOnArrival}>
            My account
          </h1>
          {user.company.name && <p className="account__business">{user.company.name}</p>}
          <p className="account__who">
            Signed in as <strong>{user.email}</strong>
          </p>
        </div>
        <SignOutButton />
      </div>
      <AccountContents />
      <EmailVerification user={user} />
      <ProfileLiveStatus user={user} />
      <SetupProgress user={user} scheme={scheme} />
      <AccountChecks user={user} />
      <AwayMode user={user} />
      <AccountSection name="askForReviews">
        <AskForReviews />
      </AccountSection>
      <MembershipCancel user={user} />
      <AccountSection name="billing" className="account__links">
        <ul>
          <li>
            <Link to={sitePages.membershipPlans}>Membership plans</Link>
          </li>
          <li>
            <Link to={sitePages.billingCards}>Your cards</Link>
          </li>
        </ul>
      </AccountSection>
      <AccountSection name="whereYouWork" className="account__links">
        <ul>
          <li>
            <Link to={sitePages.myAccountAreas}>Service areas</Link>
          </li>
        </ul>
      </AccountSection>
      <AccountSecurity />
      <YourData />
    </article>
  );
}
