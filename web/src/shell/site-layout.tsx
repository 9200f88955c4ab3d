import { Outlet, useLocation } from 'react-router';
import { ErrorPopup } from './error-popup';
import { LogoLink } from './logo-link';
import { SiteFooter } from './site-footer';
import { siteTitle } from './site-titles';
import { useRouteEffects } from './use-route-effects';

/** Pages around the setup app (home, account, contact, legal): logo, page, footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  useRouteEffects(undefined, siteTitle(pathname));
  return (
    <div className="site">
      <header className="wizard__header">
        <LogoLink />
      </header>
      <main className="site__main" id="main">
        {/* no Suspense here: a page still loading keeps the previous one on screen (app/router.tsx) */}
        <Outlet />
      </main>
      <SiteFooter />
      <ErrorPopup />
    </div>
  );
}
