import type { UserView } from '#common/contract/user';
import { AccountSection } from '../account-sections';
import { CompanyCheckRow } from './company-check-row';
import { ElectricCheckRow, GasCheckRow } from './trade-check-rows';
import './account-checks.css';

/**
 * Every check a homeowner can rely on, each with its state, date and next action (decision 134). A new
 * check is one more row in this list.
 */
export function AccountChecks({ user }: { user: UserView }) {
  return (
    <AccountSection name="checks" className="account-checks">
      <p>What we have checked about you and your business. Checks that stand show on your public profile.</p>
      <ul className="account-checks__list">
        <GasCheckRow verified={user.verified} />
        <ElectricCheckRow verified={user.verified} />
        <CompanyCheckRow company={user.company} />
        {/* public liability insurance and the ID check each add their row here */}
      </ul>
    </AccountSection>
  );
}
