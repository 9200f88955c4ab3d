import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../../../common/routes';
import { StepErrorBoundary } from '../shell/route-error';
import { withTimeout } from './lazy-with-timeout';
import { stepScreens } from './step-screens';

const screens = new Map<RouteName, LazyExoticComponent<ComponentType>>();

function screenOf(name: RouteName): LazyExoticComponent<ComponentType> {
  let screen = screens.get(name);
  if (!screen) {
    screen = lazy(withTimeout(stepScreens[name]));
    screens.set(name, screen);
  }
  return screen;
}

/** One step screen, loaded on demand; a failed load shows a reload inside the shell. */
export function LazyStep({ name }: { name: RouteName }) {
  const Screen = screenOf(name);
  return (
    <StepErrorBoundary key={name}>
      <Screen />
    </StepErrorBoundary>
  );
}
