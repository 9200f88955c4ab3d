import { Link } from 'react-router';
import { sitePages } from '#common/routes';
import { AreaEditor } from '#web/features/areas/area-editor';
import { useUser } from '#web/lib/user-store';
import { SignInPage } from './sign-in-page';
import './my-account.css';

/** /my-account/areas: where the trader works, per trade (decision 087); the sign-in page when signed out. */
export default function AreasPage() {
  const user = useUser();
  if (!user) return <SignInPage />;
  return (
    <article className="page account">
      <p>
        <Link to={sitePages.myAccount}>Back to my account</Link>
      </p>
      <h1>Service areas</h1>
      <h2>Where you work, trade by trade</h2>
      <AreaEditor />
    </article>
  );
}
