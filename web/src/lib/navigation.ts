import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isRouteName, routeByPath, routePath, type RouteName } from '#common/routes';
import { afterEntryLeft } from './history-leaving';

export type QueryParams = Record<string, string | undefined>;

export function hrefFor(name: RouteName, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return `${routePath(name)}${text ? `?${text}` : ''}`;
}

/** What `go` leaves in the history entry it makes: the route it was called from. */
interface NavigationState {
  from?: RouteName;
}

/**
 * `go('lead_email', { profile })`: navigation typed by the route table, not strings. The new
 * history entry remembers the route it came from (see `useArrivedFrom`).
 */
export function useGo(): (name: RouteName, query?: QueryParams, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // read at call time, so `go` keeps its identity from one page to the next
  const here = useRef(pathname);
  here.current = pathname;
  return useCallback(
    (name, query = {}, options = {}) => {
      const state: NavigationState = { from: routeByPath(here.current) };
      // a closed popup's entry still being left would otherwise be left after this move, undoing it
      afterEntryLeft(() => void navigate(hrefFor(name, query), { replace: options.replace ?? false, state }));
    },
    [navigate],
  );
}

/** The route whose `go` led here, or null (typed address, reload of an old entry, a link). */
export function useArrivedFrom(): RouteName | null {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && isRouteName(from) ? from : null;
}

/** Query parameters the lead flow carries from step to step: category, profile. */
export function carriedQuery(): QueryParams {
  const query = new URLSearchParams(window.location.search);
  return { category: query.get('category') ?? undefined, profile: query.get('profile') ?? undefined };
}
