import { Outlet, useLocation } from 'react-router';
import { ErrorPopup } from './error-popup';
import { LogoLink } from './logo-link';
import { SiteFooter } from './site-footer';
import { useRouteEffects } from './use-route-effects';

const titles: Record<string, string> = {
  '/': 'Find jobs near you | Tradespace',
  '/contact-us': 'Contact us | Tradespace',
  '/contact-us/ticket': 'Contact support | Tradespace',
  '/tradespeople-privacy-policy': 'Privacy Policy | Tradespace',
  '/tradespeople-terms-of-use': 'Terms of Website Use | Tradespace',
  '/tradespeople-terms-of-supply': 'Terms and Conditions of Supply | Tradespace',
  '/my-account': 'My account | Tradespace',
  '/my-account/sms-login': 'Sign in with a code | Tradespace',
  '/my-account/billing/membership/plans': 'Membership plans | Tradespace',
  '/my-account/billing/cards': 'Your cards | Tradespace',
  '/my-account/areas': 'Service areas | Tradespace',
  '/my-account/reset-password': 'Choose a new password | Tradespace',
  '/my-account/closed': 'Your account is closed | Tradespace',
};

/** The page's title; a trailing slash names the same page. */
export const siteTitle = (pathname: string) => titles[pathname.replace(/(.)\/+$/, '$1')] ?? 'Tradespace';

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
