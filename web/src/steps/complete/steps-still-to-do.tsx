import { Link } from 'react-router';
import { routes, type RouteName } from '#common/routes';
import type { SetupStep } from '#common/step-order';
import { stepUnlocks } from '#common/step-unlocks';
import { hrefFor } from '#web/lib/navigation';

/** The steps skipped on the way, each a link with what it unlocks ("Add a card to buy leads."). */
export function StepsStillToDo({ steps }: { steps: readonly Exclude<SetupStep, 'complete'>[] }) {
  return (
    <>
      <p>You can use your account now. Each step you skipped unlocks something:</p>
      <ul className="complete__to-do">
        {steps.map((step) => (
          <li key={step}>
            <Link to={hrefFor(step)}>{routes[step].title}</Link>: {stepUnlocks[step]}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Checks sent and waiting for staff: nothing for the trader to do but wait. */
export function StepsAwaitingReview({ steps }: { steps: readonly RouteName[] }) {
  if (steps.length === 0) return null;
  const titles = steps.map((step) => routes[step].title).join(' and ');
  return <p className="notice">Waiting for our review: {titles}. We will e-mail you once it has been checked.</p>;
}
