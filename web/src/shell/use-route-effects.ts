import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle, type RouteName } from '#common/routes';

export const SCROLL_DELAY_MS = 50;
export const SCROLL_OFFSET_PX = -20;

/**
 * Every navigation sets the title and scrolls; past lead_location, to the indicator
 * (delay 50 ms, offset -20). The move is one jump rather than an animation, and a page the visitor
 * has already moved in those 50 ms is left where they put it (docs/decisions/049-indicator-scroll.md).
 */
export function useRouteEffects(route: RouteName | undefined, fallbackTitle: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = route ? routeTitle(route) : fallbackTitle;
    window.scrollTo({ top: 0 });
    if (!route || route === 'lead_location') return;
    const timer = window.setTimeout(() => {
      const indicator = document.getElementById('step-indicator');
      if (!indicator || window.scrollY !== 0) return;
      const top = indicator.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, route, fallbackTitle]);
}
