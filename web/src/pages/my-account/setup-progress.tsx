import { useId } from 'react';
import { Link } from 'react-router';
import type { UserView } from '#common/contract/user';
import { routes } from '#common/routes';
import { galleryCount, nextUnfinishedStep, stepDone, stepStatus, type StepStatus } from '#common/setup-progress';
import { setupOrder, type OrderingScheme } from '#common/step-order';
import { hrefFor } from '#web/lib/navigation';

const statusLabels: Record<StepStatus, string> = {
  done: 'Done',
  to_do: 'To do',
  optional: 'Optional',
  not_needed: 'Not needed',
};

export interface SetupProgressProps {
  user: UserView;
  scheme: OrderingScheme;
}

/** The setup steps in the visitor's ordering scheme, each done or to do, and the way back in. */
export function SetupProgress({ user, scheme }: SetupProgressProps) {
  const headingId = useId();
  const steps = setupOrder[scheme];
  const next = nextUnfinishedStep(scheme, user);
  const left = steps.filter((step) => !stepDone(step, user)).length;

  return (
    <section className="setup-progress" aria-labelledby={headingId}>
      <h2 id={headingId}>Setup progress</h2>
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
        {steps.map((step) => {
          const status = stepStatus(step, user);
          return (
            <li
              key={step}
              className={`setup-progress__item setup-progress__item--${status}`}
              aria-current={step === next ? 'step' : undefined}
            >
              <span className="setup-progress__mark" aria-hidden="true" />
              <Link to={hrefFor(step)}>{routes[step].title}</Link>
              <span className="setup-progress__status">{(step === 'gallery' && galleryCount(user)) || statusLabels[status]}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
