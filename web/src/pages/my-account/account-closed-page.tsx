import { Link, useSearchParams } from 'react-router';
import { closedTexts, keptOnClosing, keptSentence } from '#common/contract/account-data-texts';
import { sitePages } from '#common/routes';
import './my-account.css';

/**
 * Where "Close my account" lands: what was erased, what was kept and why, and whether the
 * confirmation was e-mailed. It needs no session: the account and its sessions are gone.
 */
export default function AccountClosedPage() {
  const [search] = useSearchParams();
  const kept = [keptOnClosing.membership, keptOnClosing.reviews, ...(search.get('free_month') === '1' ? [keptOnClosing.freeMonth] : [])];
  return (
    <article className="page account" aria-labelledby="account-closed-heading">
      <h1 id="account-closed-heading">{closedTexts.heading}</h1>
      <p>{closedTexts.erased}</p>
      <h2>What we keep</h2>
      <p>{closedTexts.keptIntro}</p>
      <ul>
        {kept.map((record) => (
          <li key={record.what}>{keptSentence(record)}</li>
        ))}
      </ul>
      {search.get('emailed') === '1' && <p>{closedTexts.emailed}</p>}
      <p>
        Thank you for using Tradespace. <Link to={sitePages.home}>Go to the home page</Link>
      </p>
    </article>
  );
}
