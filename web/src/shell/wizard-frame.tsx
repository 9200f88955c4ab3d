import { Navigate, Outlet } from 'react-router';
import { leadRedirect } from '#common/lead-guards';
import { routes } from '#common/routes';
import { useLeadDraft } from '../lib/lead-draft';
import { pageConfig } from '../lib/page-config';
import { useStepInputMemory } from '../lib/step-input-memory';
import { carriedQuery, hrefFor } from '../lib/navigation';
import { useUser, useUserInfoPing } from '../lib/user-store';
import { ErrorPopup } from './error-popup';
import { FaqSection } from './faq/faq-section';
import { LogoLink } from './logo-link';
import { ReviewsWidget } from './reviews-widget';
import { SiteFooter } from './site-footer';
import { StepIndicator } from './step-indicator';
import { useCurrentRoute } from './use-current-route';
import { useRouteEffects } from './use-route-effects';

/** The setup app's shell: simplified header, step indicator, routed step, FAQ, footer, error popup. */
export function WizardFrame() {
  const route = useCurrentRoute();
  const user = useUser();
  const lead = useLeadDraft();
  useRouteEffects(route, 'Tradespace');
  useUserInfoPing();
  useStepInputMemory();

  if (route && routes[route].auth && !user) return <Navigate to={hrefFor('lead_location')} replace />;
  const redirect = route
    ? leadRedirect(
        route,
        { signedIn: user !== null, postcode: lead.postcode, trades: lead.trades },
        pageConfig.orderingScheme,
        pageConfig.formOptions,
      )
    : null;
  if (redirect) return <Navigate to={hrefFor(redirect, carriedQuery())} replace />;
  const showIndicator = route !== undefined && route !== 'lead_existing' && !pageConfig.formOptions.hideHeader;

  return (
    <div className="wizard">
      <header className="wizard__header">
        <LogoLink />
      </header>
      {showIndicator && <StepIndicator scheme={pageConfig.orderingScheme} route={route} />}
      <main className="wizard__main" id="main">
        {/* no Suspense here: a page still loading keeps the previous one on screen (app/router.tsx) */}
        <Outlet />
      </main>
      {route === 'lead_location' && (
        <>
          <FaqSection />
          <ReviewsWidget />
        </>
      )}
      <SiteFooter />
      <ErrorPopup />
    </div>
  );
}
