import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { routeTitle, type RouteName } from '../../../common/routes';

const SCROLL_DELAY_MS = 50;
const SCROLL_OFFSET_PX = -20;

/** spec §2.1/§2.3: every navigation sets the title and scrolls; past lead_location, to the indicator. */
export function useRouteEffects(route: RouteName | undefined, fallbackTitle: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = route ? routeTitle(route) : fallbackTitle;
    window.scrollTo({ top: 0 });
    if (!route || route === 'lead_location') return;
    const timer = window.setTimeout(() => {
      const indicator = document.getElementById('step-indicator');
      if (!indicator) return;
      const top = indicator.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET_PX;
      window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, route, fallbackTitle]);
}
