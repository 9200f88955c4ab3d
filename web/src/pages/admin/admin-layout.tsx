import { useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { adminPages } from '#common/admin-pages';
import { ErrorPopup } from '#web/shell/error-popup';
import type { AdminContext } from './admin-context';
import { StaffSignOut } from './staff-sign-out';
import { StaffSignIn } from './staff-sign-in';
import { useStaffSession } from './use-staff-session';
import './admin.css';

const titles: Record<string, string> = {
  [adminPages.queue]: 'Review queue | Tradespace back office',
  [adminPages.audit]: 'Audit log | Tradespace back office',
  [adminPages.tickets]: 'Support tickets | Tradespace back office',
  [adminPages.experiment]: 'Experiment | Tradespace back office',
  [adminPages.customerReviews]: 'Customer reviews | Tradespace back office',
};

/** The back office's own frame (decision 038): no wizard, no step indicator. */
export default function AdminLayout() {
  const { session, setSession, ended } = useStaffSession();
  const { pathname } = useLocation();
  const signedIn = session?.stage === 'signed_in';

  useEffect(() => {
    document.title = signedIn
      ? (titles[pathname.replace(/\/+$/, '')] ?? titles[adminPages.queue] ?? '')
      : 'Sign in | Tradespace back office';
    window.scrollTo({ top: 0 });
  }, [pathname, signedIn]);

  const context: AdminContext = { staffEmail: session?.email ?? '', sessionEnded: ended };
  return (
    <div className="site admin">
      <header className="admin__header">
        <Link to={adminPages.queue} className="admin__brand">
          Tradespace <span className="admin__brand-area">back office</span>
        </Link>
        {signedIn && (
          <>
            <nav className="admin__nav" aria-label="Back office">
              <NavLink to={adminPages.queue} end>
                Review queue
              </NavLink>
              <NavLink to={adminPages.customerReviews}>Customer reviews</NavLink>
              <NavLink to={adminPages.audit}>Audit log</NavLink>
              <NavLink to={adminPages.tickets}>Support tickets</NavLink>
              <NavLink to={adminPages.experiment}>Experiment</NavLink>
            </nav>
            <StaffSignOut email={session.email ?? ''} onSignedOut={() => setSession({ stage: 'password', email: null })} />
          </>
        )}
      </header>
      <main className="admin__main" id="main">
        {session === null && (
          <p className="loading" role="status">
            Loading…
          </p>
        )}
        {session && !signedIn && <StaffSignIn session={session} onChange={setSession} />}
        {signedIn && <Outlet context={context} />}
      </main>
      <ErrorPopup />
    </div>
  );
}
