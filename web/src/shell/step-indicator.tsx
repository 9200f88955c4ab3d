import { indicatorLabels, type OrderingScheme } from '#common/step-order';
import type { RouteName } from '#common/routes';

const stateText = { complete: 'completed', active: 'current', upcoming: 'not started' } as const;

/** Three labelled groups whose order and states follow the ordering scheme. */
export function StepIndicator({ scheme, route }: { scheme: OrderingScheme; route: RouteName }) {
  const labels = indicatorLabels(scheme, route);
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
