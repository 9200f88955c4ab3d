import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_PREFIX } from '#common/admin-pages';
import { routeNames, routes, SETUP_PREFIX, sitePages } from '#common/routes';
import { hrefFor } from '../lib/navigation';
import { LoadFailure, RouteErrorBoundary } from '../shell/route-error';
import { SiteLayout } from '../shell/site-layout';
import { WizardFrame } from '../shell/wizard-frame';
import { withTimeout } from './lazy-with-timeout';
import { stepScreens, type ScreenModule } from './step-screens';

/**
 * A page as its own chunk (decision 050). The chunk and the screen's
 * `preload()` both load before the page shows: `<BrowserRouter>` updates the location in a
 * transition, so the previous page stays until then. A chunk that will not load becomes a page
 * that offers a reload, inside the shell, instead of a white screen.
 */
function lazyPage(load: () => Promise<ScreenModule>): ComponentType {
  const timed = withTimeout(load);
  return lazy<ComponentType>(async () => {
    try {
      const screen = await timed();
      // a failed preload is the screen's own to retry; it must not turn into a load failure
      await screen.preload?.().catch(() => undefined);
      return { default: screen.default };
    } catch (error) {
      return { default: () => <LoadFailure error={error} /> };
    }
  });
}

// made once, here: a lazy component made during a render would load again on every render
const setupScreens = routeNames.map((name) => ({ name, path: routes[name].path, Screen: lazyPage(stepScreens[name]) }));

// the review back office: its own chunk and frame (decision 038)
const AdminLayout = lazyPage(() => import('../pages/admin/admin-layout'));
const ReviewQueuePage = lazyPage(() => import('../pages/admin/review-queue-page'));
const AuditLogPage = lazyPage(() => import('../pages/admin/audit-log-page'));
const SupportTicketsPage = lazyPage(() => import('../pages/admin/support-tickets-page'));
const ExperimentPage = lazyPage(() => import('../pages/admin/experiment/experiment-page'));
const CustomerReviewsPage = lazyPage(() => import('../pages/admin/customer-reviews/customer-reviews-page'));

const HomePage = lazyPage(() => import('../pages/home/home-page'));
// one component for /my-account and its sub-paths, so moving between them keeps the page
const MyAccountPage = lazyPage(() => import('../pages/my-account/my-account-page'));
const MembershipPlansPage = lazyPage(() => import('../pages/my-account/membership-plans-page'));
const CardsPage = lazyPage(() => import('../pages/my-account/cards-page'));
const ResetPasswordPage = lazyPage(() => import('../pages/my-account/reset-password-page'));
const AreasPage = lazyPage(() => import('../pages/my-account/areas-page'));
const AccountClosedPage = lazyPage(() => import('../pages/my-account/account-closed-page'));
const ContactUsPage = lazyPage(() => import('../pages/contact-us/contact-us-page'));
const TicketPage = lazyPage(() => import('../pages/contact-us/ticket-page'));
const PrivacyPolicyPage = lazyPage(() => import('../pages/legal/privacy-policy-page'));
const TermsOfUsePage = lazyPage(() => import('../pages/legal/terms-of-use-page'));
const TermsOfSupplyPage = lazyPage(() => import('../pages/legal/terms-of-supply-page'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/not-found-page'));

/**
 * Every page of the app, under `<BrowserRouter>` (app.tsx). There is no Suspense boundary on the
 * way to a page: a page whose chunk is still loading holds the update that shows it, so the
 * previous page (or, on the very first load, app.tsx's loading line) stays until it can be drawn whole.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={SETUP_PREFIX}
        element={
          <RouteErrorBoundary>
            <WizardFrame />
          </RouteErrorBoundary>
        }
      >
        <Route index element={<Navigate to={hrefFor('lead_location')} replace />} />
        {setupScreens.map(({ name, path, Screen }) => (
          <Route key={name} path={path} element={<Screen />} />
        ))}
      </Route>
      <Route
        path={ADMIN_PREFIX}
        element={
          <RouteErrorBoundary>
            <AdminLayout />
          </RouteErrorBoundary>
        }
      >
        <Route index element={<ReviewQueuePage />} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path="tickets" element={<SupportTicketsPage />} />
        <Route path="experiment" element={<ExperimentPage />} />
        <Route path="reviews" element={<CustomerReviewsPage />} />
      </Route>
      <Route
        element={
          <RouteErrorBoundary>
            <SiteLayout />
          </RouteErrorBoundary>
        }
      >
        <Route path={sitePages.home} element={<HomePage />} />
        <Route path={sitePages.myAccount} element={<MyAccountPage />} />
        <Route path={sitePages.membershipPlans} element={<MembershipPlansPage />} />
        <Route path={sitePages.billingCards} element={<CardsPage />} />
        <Route path={sitePages.resetPassword} element={<ResetPasswordPage />} />
        <Route path={sitePages.myAccountAreas} element={<AreasPage />} />
        <Route path={sitePages.accountClosed} element={<AccountClosedPage />} />
        <Route path={`${sitePages.myAccount}/*`} element={<MyAccountPage />} />
        <Route path={sitePages.contactUs} element={<ContactUsPage />} />
        <Route path={sitePages.ticketsCreate} element={<TicketPage />} />
        <Route path={sitePages.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={sitePages.termsOfUse} element={<TermsOfUsePage />} />
        <Route path={sitePages.termsOfSupply} element={<TermsOfSupplyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
