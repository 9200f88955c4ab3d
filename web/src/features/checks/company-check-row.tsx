import { useEffect, useState } from 'react';
import { longDateText } from '#common/calendar-date';
import { hasCompanyNumber } from '#common/contract/company-fields';
import type { CallOutput } from '#common/contract/define-call';
import type { companySettings } from '#common/contract/index';
import { endpoints } from '#common/contract/endpoints';
import type { UserView } from '#common/contract/user';
import { call } from '#web/lib/api';
import { hrefFor } from '#web/lib/navigation';
import { CheckRow } from './check-row';

type Verification = CallOutput<typeof companySettings.companyVerification>;

const NAME = 'Companies House';

/** The company register's check of the business's number (decision 133). */
export function CompanyCheckRow({ company }: { company: UserView['company'] }) {
  const [check, setCheck] = useState<Verification | null>(null);
  const [failed, setFailed] = useState(false);
  const number = company.company_number;
  useEffect(() => {
    let current = true;
    call(endpoints.companySettings.companyVerification, {}, { handles: () => true }).then(
      (answer) => current && setCheck(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [number]);

  const to = hrefFor('company');
  if (!hasCompanyNumber(company.business_type)) return <CheckRow name={NAME} tone="none" state="Only for limited companies and LLPs." />;
  if (!number)
    return <CheckRow name={NAME} tone="todo" state="No company number given." action={{ label: 'Add your company number', to }} />;
  if (failed) return <CheckRow name={NAME} tone="waiting" state="We could not load this check just now. Please reload the page." />;
  if (!check) return <CheckRow name={NAME} tone="waiting" state="Loading…" />;
  const checked = check.checked_at ? `Checked ${longDateText(check.checked_at.slice(0, 10))}` : null;
  switch (check.status) {
    case 'active':
      return (
        <CheckRow
          name={NAME}
          tone="done"
          state={`Registered company: ${check.company_name ?? ''} (${number})`}
          date={checked}
          action={{ label: 'Change your business details', to }}
        />
      );
    case 'dissolved':
      return (
        <CheckRow
          name={NAME}
          tone="todo"
          state={`Companies House lists ${check.company_name ?? 'your company'} (${number}) as dissolved.`}
          date={checked}
          action={{ label: 'Update your business details', to }}
        />
      );
    case 'not_found':
      return (
        <CheckRow
          name={NAME}
          tone="todo"
          state={`Companies House has no company number ${number}.`}
          date={checked}
          action={{ label: 'Check your company number', to }}
        />
      );
    default:
      return <CheckRow name={NAME} tone="waiting" state={`Company number ${number} is waiting to be checked with Companies House.`} />;
  }
}
