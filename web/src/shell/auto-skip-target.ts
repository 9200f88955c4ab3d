import type { RouteName } from '#common/routes';
import { setupOrder, type OrderingScheme, type StepLinks } from '#common/step-order';

/**
 * Where a step with nothing to do for this visitor sends them (decision 034):
 * on to the next step, except when they arrived from a later step of the scheme (Back from `complete`
 * or `electric`): those go on back to the previous one.
 */
export function autoSkipTarget(scheme: OrderingScheme, route: RouteName, links: StepLinks, from: RouteName | null): RouteName | null {
  const order: readonly RouteName[] = setupOrder[scheme];
  const here = order.indexOf(route);
  const cameFromLater = from !== null && here >= 0 && order.indexOf(from) > here;
  return cameFromLater ? (links.previous ?? links.next) : (links.next ?? links.previous);
}
