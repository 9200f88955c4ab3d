import { Link } from 'react-router';
import type { UserView } from '#common/contract/user';
import { routes } from '#common/routes';
import { nextUnfinishedStep, setupProgress, stepsStillToDo } from '#common/setup-progress';
import type { OrderingScheme } from '#common/step-order';
import { hrefFor } from '#web/lib/navigation';
import { AccountSection } from '#web/components/account/account-sections';

export interface SetupProgressProps {
  user: UserView;
  scheme: OrderingScheme;
}

/** The setup steps in the visitor's ordering scheme, each with its status (common/setup-progress.ts), and the way back in. */
export function SetupProgress({ user, scheme }: SetupProgressProps) {
  const steps = setupProgress(scheme, user);
  const next = nextUnfinishedStep(scheme, user);
  const left = stepsStillToDo(scheme, user).length;

  return (
    <AccountSection name="setupProgress" className="setup-progress">
      {next ? (
        <div className="setup-progress__next">
          <p>
            {left} {left === 1 ? 'step' : 'steps'} still to do. Next up: <strong>{routes[next].title}</strong>.
          </p>
          <Link className="button button--primary" to={hrefFor(next)}>
            Continue setting up
          </Link>
        </div>
      ) : (
        <p className="notice">Your account is all set up.</p>
      )}
      <ol className="setup-progress__list" aria-label="Setup steps">
        {steps.map(({ step, status, text }) => {
          return (
            <li
              key={step}
              className={`setup-progress__item setup-progress__item--${status}`}
              aria-current={step === next ? 'step' : undefined}
            >
              <span className="setup-progress__mark" aria-hidden="true" />
              <Link to={hrefFor(step)}>{routes[step].title}</Link>
              <span className="setup-progress__status">{text}</span>
            </li>
          );
        })}
      </ol>
    </AccountSection>
  );
}
