import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle, type RouteName } from '#common/routes';

export const SCROLL_DELAY_MS = 50;
export const SCROLL_OFFSET_PX = -20;
/** Set on <html> to the path whose arrival (title, scroll and any jump) is over, for tests to wait on. */
export const ARRIVED_ATTRIBUTE = 'data-arrived';

/**
 * Every navigation sets the title and scrolls; past lead_location, to the indicator
 * (delay 50 ms, offset -20). The move is one jump rather than an animation, and a page the visitor
 * has already moved in those 50 ms is left where they put it (decision 049).
 * When the move is over (or there is none) the document says so in ARRIVED_ATTRIBUTE (decision 112).
 */
export function useRouteEffects(route: RouteName | undefined, fallbackTitle: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const arrived = () => document.documentElement.setAttribute(ARRIVED_ATTRIBUTE, pathname);
    document.documentElement.removeAttribute(ARRIVED_ATTRIBUTE);
    document.title = route ? routeTitle(route) : fallbackTitle;
    // a page the server drew was the visitor's before the app came (decision 123): where they have read to
    // (or the #section the address names) stays; the app marks the page its own after this first arrival
    if (!document.getElementById('root')?.hasAttribute('data-prerendered')) window.scrollTo({ top: 0 });
    if (!route || route === 'lead_location') return arrived();
    const timer = window.setTimeout(() => {
      const indicator = document.getElementById('step-indicator');
      if (indicator && window.scrollY === 0) {
        const top = indicator.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET_PX;
        window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
      }
      arrived();
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, route, fallbackTitle]);
}
