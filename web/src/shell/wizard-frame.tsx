import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { leadRedirect } from '#common/lead-guards';
import { routes } from '#common/routes';
import { useLeadDraft } from '../lib/lead-draft';
import { pageConfig } from '../lib/page-config';
import { useStepInputMemory } from '../lib/step-input-memory';
import { carriedQuery, hrefFor } from '../lib/navigation';
import { hasAccountContext } from '../lib/return-to-step';
import { useUser, useUserInfoPing, wasSignedInOnThisPage } from '../lib/user-store';
import { SignInToCarryOn } from '../features/sign-in/sign-in-to-carry-on';
import { ErrorPopup } from './error-popup';
import { FaqSection } from './faq/faq-section';
import { LogoLink } from './logo-link';
import { ReviewsWidget } from './reviews-widget';
import { SiteFooter } from './site-footer';
import { StepIndicator } from './step-indicator';
import { useCurrentRoute } from './use-current-route';
import { useRouteEffects } from './use-route-effects';

// only a trader whose session ended on this page sees it: its chunk stays out of every first load
const SignInAgainDialog = lazy(() => import('../features/sign-in/sign-in-again-dialog').then((m) => ({ default: m.SignInAgainDialog })));

/** The setup app's shell: simplified header, step indicator, routed step, FAQ, footer, error popup. */
export function WizardFrame() {
  const route = useCurrentRoute();
  const user = useUser();
  const lead = useLeadDraft();
  useRouteEffects(route, 'Tradespace');
  useUserInfoPing();
  useStepInputMemory();

  // signed out: a trader signed out on this page signs in again over the step, one with an account in this browser or
  // a link from our e-mails signs in and comes back, anyone else starts at the postcode (decision 119)
  const signedOutOnStep = route !== undefined && routes[route].auth && !user;
  const signInAgain = signedOutOnStep && wasSignedInOnThisPage();
  if (signedOutOnStep && !signInAgain) {
    return hasAccountContext() ? <SignInToCarryOn /> : <Navigate to={hrefFor('lead_location')} replace />;
  }
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
      {showIndicator && <StepIndicator scheme={pageConfig.orderingScheme} route={route} user={user} />}
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
      {signInAgain && (
        <Suspense fallback={null}>
          <SignInAgainDialog />
        </Suspense>
      )}
    </div>
  );
}
