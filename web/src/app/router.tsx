import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ADMIN_PREFIX } from '../../../common/admin-pages';
import { routeNames, routes, SETUP_PREFIX, sitePages } from '../../../common/routes';
import { hrefFor } from '../lib/navigation';
import { LoadFailure, RouteError } from '../shell/route-error';
import { SiteLayout } from '../shell/site-layout';
import { WizardFrame } from '../shell/wizard-frame';
import { withTimeout } from './lazy-with-timeout';
import { stepScreens, type ScreenModule } from './step-screens';

/**
 * The router loads a page's chunk before showing it (no Suspense flash). A chunk that will not
 * load becomes a page that offers a reload, inside the shell, instead of a white screen.
 */
function lazyPage(load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> {
  const timed = withTimeout(load);
  return {
    lazy: async () => {
      try {
        const screen = await timed();
        // a failed preload is the screen's own to retry; it must not turn into a load failure
        await screen.preload?.().catch(() => undefined);
        return { Component: screen.default };
      } catch (error) {
        return { Component: () => <LoadFailure error={error} /> };
      }
    },
  };
}

const setupRoutes: RouteObject[] = routeNames.map((name) => ({
  path: routes[name].path,
  ...lazyPage(stepScreens[name]),
}));

const appRoutes: RouteObject[] = [
  {
    path: SETUP_PREFIX,
    element: <WizardFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p className="loading">Loading…</p>,
    children: [{ index: true, element: <Navigate to={hrefFor('lead_location')} replace /> }, ...setupRoutes],
  },
  {
    // the review back office: its own chunk and frame (docs/decisions/038-admin-ui.md)
    path: ADMIN_PREFIX,
    ...lazyPage(() => import('../pages/admin/admin-layout')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <p className="loading">Loading…</p>,
    children: [
      { index: true, ...lazyPage(() => import('../pages/admin/review-queue-page')) },
      { path: 'audit', ...lazyPage(() => import('../pages/admin/audit-log-page')) },
    ],
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p className="loading">Loading…</p>,
    children: [
      { path: sitePages.home, ...lazyPage(() => import('../pages/home/home-page')) },
      { path: sitePages.myAccount, ...lazyPage(() => import('../pages/my-account/my-account-page')) },
      { path: sitePages.membershipPlans, ...lazyPage(() => import('../pages/my-account/membership-plans-page')) },
      { path: sitePages.billingCards, ...lazyPage(() => import('../pages/my-account/cards-page')) },
      { path: `${sitePages.myAccount}/*`, ...lazyPage(() => import('../pages/my-account/my-account-page')) },
      { path: sitePages.contactUs, ...lazyPage(() => import('../pages/contact-us/contact-us-page')) },
      { path: sitePages.privacyPolicy, ...lazyPage(() => import('../pages/legal/privacy-policy-page')) },
      { path: sitePages.termsOfUse, ...lazyPage(() => import('../pages/legal/terms-of-use-page')) },
      { path: sitePages.termsOfSupply, ...lazyPage(() => import('../pages/legal/terms-of-supply-page')) },
      { path: '*', ...lazyPage(() => import('../pages/not-found/not-found-page')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
