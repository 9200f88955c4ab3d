import { routes } from '../../../common/routes';
import { StepFrame } from './step-frame';
import { useCurrentRoute } from './use-current-route';

/** Shown inside the shell for a step whose screen has not been built yet. */
export default function StepPlaceholder() {
  const route = useCurrentRoute();
  if (!route) return null;
  return (
    <StepFrame route={route} heading={routes[route].title} showSkip>
      <p className="notice">This step is coming soon. You can carry on with the next step for now.</p>
    </StepFrame>
  );
}
