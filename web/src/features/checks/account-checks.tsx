import type { UserView } from '#common/contract/user';
import { AccountSection } from '#web/components/account/account-sections';
import { CompanyCheckRow } from './company-check-row';
import { IdentityCheckRow } from './identity-check-row';
import { InsuranceCheckRow } from './insurance-check-row';
import { ElectricCheckRow, GasCheckRow } from './trade-check-rows';
import './account-checks.css';

/**
 * Every check a homeowner can rely on, each with its state, date and next action (decision 134): Gas Safe,
 * electrician, company, insurance and ID. A new check is one more row in this list; the insurance form and the
 * ID check's button open from their rows, which keep the anchors e-mails and the hosted check return to.
 */
export function AccountChecks({ user }: { user: UserView }) {
  return (
    <AccountSection name="checks" className="account-checks">
      <p>What we have checked about you and your business. Checks that stand show on your public profile.</p>
      <ul className="account-checks__list">
        <GasCheckRow verified={user.verified} />
        <ElectricCheckRow verified={user.verified} />
        <CompanyCheckRow company={user.company} />
        <InsuranceCheckRow />
        <IdentityCheckRow />
      </ul>
    </AccountSection>
  );
}
