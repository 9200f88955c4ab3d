import { stepLinks, type StepLinks } from '#common/step-order';
import type { RouteName } from '#common/routes';
import { pageConfig } from '../lib/page-config';

/** Previous and next step of a route under this visitor's scheme and options. */
export function useStepLinks(route: RouteName): StepLinks {
  return stepLinks(pageConfig.orderingScheme, route, pageConfig.formOptions);
}
