import { Link } from 'react-router';
import type { UserView } from '#common/contract/user';
import { sitePages } from '#common/routes';
import type { OrderingScheme } from '#common/step-order';
import { AccountSecurity } from './account-security';
import { AwayMode } from './away-mode';
import { EmailVerification } from './email-verification';
import { MembershipCancel } from './membership-cancel';
import { ProfileLiveStatus } from './profile-live-status';
import { SetupProgress } from './setup-progress';
import { SignOutButton } from './sign-out-button';
import { YourData } from './your-data';

export interface AccountOverviewProps {
  user: UserView;
  scheme: OrderingScheme;
}

export function AccountOverview({ user, scheme }: AccountOverviewProps) {
  return (
    <article className="page account">
      <div className="account__header">
        <div>
          <h1>My account</h1>
          {user.company.name && <p className="account__business">{user.company.name}</p>}
          <p className="account__who">
            Signed in as <strong>{user.email}</strong>
          </p>
        </div>
        <SignOutButton />
      </div>
      <EmailVerification user={user} />
      <ProfileLiveStatus user={user} />
      <SetupProgress user={user} scheme={scheme} />
      <AwayMode user={user} />
      <MembershipCancel user={user} />
      <nav className="account__links" aria-label="Billing">
        <h2>Billing</h2>
        <ul>
          <li>
            <Link to={sitePages.membershipPlans}>Membership plans</Link>
          </li>
          <li>
            <Link to={sitePages.billingCards}>Your cards</Link>
          </li>
        </ul>
      </nav>
      <nav className="account__links" aria-label="Where you work">
        <h2>Where you work</h2>
        <ul>
          <li>
            <Link to={sitePages.myAccountAreas}>Service areas</Link>
          </li>
        </ul>
      </nav>
      <AccountSecurity />
      <YourData />
    </article>
  );
}
