import { useEffect } from 'react';
import type { RouteName } from '../../../../common/routes';
import { useGo } from '../../lib/navigation';
import { track } from '../../lib/tracking';
import { useStepLinks } from '../../shell/use-step-links';

/**
 * setup-steps §2: a step the page options switch off records `autoskipped` and replaces itself
 * with the next step, so browser Back does not land on it again. True while it does so.
 */
export function useAutoSkip(route: RouteName, on: boolean): boolean {
  const { next } = useStepLinks(route);
  const go = useGo();
  const skipping = on && next !== null;
  useEffect(() => {
    if (!skipping || !next) return;
    track(route, 'autoskipped');
    go(next, {}, { replace: true });
  }, [skipping, next, route, go]);
  return skipping;
}
