import type { UserView } from '#common/contract/user';
import type { RouteName } from '#common/routes';
import { stepsStillToDo } from '#common/setup-progress';
import { groupOf, indicatorLabels, type OrderingScheme } from '#common/step-order';

const stateText = { complete: 'completed', unfinished: 'steps still to do', active: 'current', upcoming: 'not started' } as const;

/**
 * Three labelled groups whose order and states follow the ordering scheme. A group passed with a step still to do is
 * "unfinished", not ticked: the indicator agrees with /my-account and the complete step (decision 122).
 */
export function StepIndicator({ scheme, route, user = null }: { scheme: OrderingScheme; route: RouteName; user?: UserView | null }) {
  const unfinished = new Set(user ? stepsStillToDo(scheme, user).map((step) => groupOf(scheme, step)) : []);
  const labels = indicatorLabels(scheme, route).map((label) =>
    label.state === 'complete' && unfinished.has(label.group) ? { ...label, state: 'unfinished' as const } : label,
  );
  return (
    <nav className="step-indicator" aria-label="Sign-up progress" id="step-indicator">
      <ol>
        {labels.map(({ group, label, state }, index) => (
          <li
            key={group}
            className={`step-indicator__item step-indicator__item--${state}`}
            data-group={group}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className="step-indicator__marker" aria-hidden="true">
              {state === 'complete' ? '✓' : index + 1}
            </span>
            <span className="step-indicator__label">{label}</span>
            <span className="visually-hidden"> ({stateText[state]})</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
