import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routePath, type RouteName } from '../../../common/routes';

export type QueryParams = Record<string, string | undefined>;

export function hrefFor(name: RouteName, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return `${routePath(name)}${text ? `?${text}` : ''}`;
}

/** `go('lead_email', { profile })`: navigation typed by the route table (STYLE habit 5). */
export function useGo(): (name: RouteName, query?: QueryParams, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (name, query = {}, options = {}) => navigate(hrefFor(name, query), { replace: options.replace ?? false }),
    [navigate],
  );
}

/** Query parameters the lead flow carries from step to step (spec §2.4: category, profile). */
export function carriedQuery(): QueryParams {
  const query = new URLSearchParams(window.location.search);
  return { category: query.get('category') ?? undefined, profile: query.get('profile') ?? undefined };
}
