import { useLocation } from 'react-router';
import { routeByPath, type RouteName } from '#common/routes';

export function useCurrentRoute(): RouteName | undefined {
  return routeByPath(useLocation().pathname);
}
