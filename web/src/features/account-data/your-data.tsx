import './your-data.css';
import { endpoints } from '#common/contract/endpoints';
import { pageConfig } from '#web/lib/page-config';
import { AccountSection } from '#web/components/account/account-sections';
import { CloseAccount } from './close-account';

/** /my-account "Your data": download everything stored about you, or close the account (decision 088). */
export function YourData() {
  return (
    <AccountSection name="yourData" className="account-security your-data">
      <div className="account-security__everywhere">
        <h3>Download my data</h3>
        <p id="download-data-help">
          One file with everything we keep about you: your account, trades, addresses, profile, photos, plans, cards (brand and last 4
          digits only), checks, sign-ins and activity.
        </p>
        <a
          className="button button--secondary"
          href={`${pageConfig.baseUrl}${endpoints.accountData.accountExport.path}`}
          download
          aria-describedby="download-data-help"
        >
          Download my data
        </a>
      </div>
      <AccountSection name="closeAccount" level={3} className="account-security__everywhere">
        <CloseAccount />
      </AccountSection>
    </AccountSection>
  );
}
