import { useEffect } from 'react';
import type { RouteName } from '#common/routes';
import { useArrivedFrom, useGo } from '../lib/navigation';
import { pageConfig } from '../lib/page-config';
import { track } from '../lib/tracking';
import { autoSkipTarget } from './auto-skip-target';
import { useStepLinks } from './use-step-links';

/**
 * A step with nothing to do for this visitor records `autoskipped` and replaces itself with the
 * next step (or the previous one when the visitor came back from a later step), so browser Back
 * does not land on it again. True while it does so.
 */
export function useAutoSkip(route: RouteName, on: boolean): boolean {
  const links = useStepLinks(route);
  const from = useArrivedFrom();
  const target = autoSkipTarget(pageConfig.orderingScheme, route, links, from);
  const go = useGo();
  const skipping = on && target !== null;
  useEffect(() => {
    if (!skipping || !target) return;
    track(route, 'autoskipped', { to: target });
    go(target, {}, { replace: true });
  }, [skipping, target, route, go]);
  return skipping;
}
